import Foundation

/// Which sessions a history listing wants: newest first, at most `limit`, optionally since a date and of one plan.
/// 历史列表要查询哪些会话：最新的在前，最多 `limit` 条，可限定起始日期与某个计划。
public struct HistoryQuery: Hashable, Sendable {
    /// Which plan the sessions ran.
    /// 会话运行的是哪个计划。
    public enum PlanFilter: Hashable, Sendable {
        /// A saved plan, by id.
        case plan(UUID)
        /// A built-in template, by id.
        case template(String)
        /// Any session whose plan name matches, ignoring case (e.g. a deleted plan).
        case name(String)
    }

    public var limit: Int
    /// Only sessions started at or after this instant.
    public var since: Date?
    public var plan: PlanFilter?
    /// Only sessions started at or before this instant (paging on: where the page before ended).
    public var until: Date?
    /// Oldest first instead of newest first (paging back towards the newest).
    public var oldestFirst = false
    /// Sessions to skip before the first one listed (paging: the page before's sessions at its last instant).
    public var offset = 0

    public init(limit: Int, since: Date? = nil, plan: PlanFilter? = nil) {
        self.limit = limit
        self.since = since
        self.plan = plan
    }
}
