import Foundation

/// Fast history reads at any size: summaries without event logs, one full session, weekly totals in one query.
/// 在任何规模下快速读取历史：不含事件日志的摘要、完整的单个会话、一次查询得到的每周统计。
public protocol HistoryRepository: Sendable {
    /// Summaries matching `query`, newest first (reads only the columns a listing shows).
    func summaries(_ query: HistoryQuery) throws(RepositoryError) -> [SessionSummary]
    /// The sessions whose id starts with `prefix` (lower-case hex): how many, the first `limit` ids, those readable.
    func sessions(idPrefix prefix: String, limit: Int) throws(RepositoryError) -> SessionLookup
    /// One week per pair of neighbouring `boundaries` (ascending instants), oldest first, empties included.
    func weeklyStats(boundaries: [Date]) throws(RepositoryError) -> [WeekStats]
    /// How many sessions match `query`'s filters (its limit, order and offset aside).
    func count(_ query: HistoryQuery) throws(RepositoryError) -> Int
}

extension HistoryRepository {
    /// Counted by listing them all: for simple stores.
    public func count(_ query: HistoryQuery) throws(RepositoryError) -> Int {
        var all = query
        (all.limit, all.offset) = (Int.max, 0)
        return try summaries(all).count
    }
}
