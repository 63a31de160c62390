import Foundation

/// Fast history reads at any size: summaries without event logs, one full session, weekly totals in one query.
/// 在任何规模下快速读取历史：不含事件日志的摘要、完整的单个会话、一次查询得到的每周统计。
public protocol HistoryRepository: Sendable {
    /// Summaries matching `query`, newest first (reads only the columns a listing shows).
    func summaries(_ query: HistoryQuery) throws -> [SessionSummary]
    /// Sessions whose id starts with `prefix` (lower-case hex), at most `limit`, for `history show ID`.
    func sessions(idPrefix prefix: String, limit: Int) throws -> [Session]
    /// The `weeks` weeks up to `now`'s, oldest first, empties included; weeks start Monday 00:00 at `utcOffsetSeconds`.
    func weeklyStats(weeks: Int, now: Date, utcOffsetSeconds: Int) throws -> [WeekStats]
}
