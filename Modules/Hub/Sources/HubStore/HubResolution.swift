/// What an operator does with a report: hide the target, demote a post, suspend its owner, or nothing.
/// 运营者对举报的处理：隐藏对象、降低帖子排名、停用其所有者，或不处理。
public enum HubResolution: String, Hashable, Sendable, CaseIterable {
    /// Hides the post or comment (for a user: every post of theirs); counts as an upheld report.
    case hide
    /// Keeps a post visible but halves its ranking (for a user: every post of theirs).
    case demote
    /// Suspends the owner of the target: sessions revoked, sign-in refused, posts hidden.
    case suspend
    /// Nothing needed doing.
    case noAction = "no-action"
}
