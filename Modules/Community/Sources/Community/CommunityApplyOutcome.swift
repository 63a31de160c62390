import Shared

/// What applying a post did: copied it, or found the same version (or the same content) already in the library.
/// 应用帖子的结果：已复制，或发现计划库中已有同一版本（或相同内容）。
public enum CommunityApplyOutcome: Hashable, Sendable {
    /// A new plan, named so no other plan has its name, with its origin recorded.
    case applied(Plan, PlanOrigin)
    /// This version was applied before; the plan it became (possibly renamed or edited since).
    case alreadyApplied(Plan)
    /// A plan with exactly this training content was already in the library (made here, or imported).
    case alreadyInLibrary(Plan)

    /// The plan the library holds for the post now.
    public var plan: Plan {
        switch self {
        case .applied(let plan, _), .alreadyApplied(let plan), .alreadyInLibrary(let plan): plan
        }
    }
}
