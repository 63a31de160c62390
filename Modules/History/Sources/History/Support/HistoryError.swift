import Shared

/// Why a history action failed; each case tells the user what to do.
/// 历史记录操作失败的原因；每种情况都告诉用户该怎么做。
public enum HistoryError: Error, Hashable, Sendable {
    /// `--limit` outside 1–10000.
    case limitOutOfRange(Int)
    /// `--weeks` outside 1–520.
    case weeksOutOfRange(Int)
    /// `--since` that is no date.
    case invalidDate(String)
    /// `--plan` naming several saved plans.
    case ambiguousPlan(String, candidates: [String])
    /// No session id starts with this.
    case sessionNotFound(String)
    /// Several sessions start with this id prefix: the first ids, and how many match in all.
    case ambiguousSession(String, candidates: [String], matches: Int)
    /// The one session this prefix names exists, but its stored row cannot be read (the full id).
    case unreadableSession(String)
    /// Storage failed.
    case storage(RepositoryError)
}
