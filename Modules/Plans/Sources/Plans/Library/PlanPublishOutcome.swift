import Shared

/// What publishing a plan did.
/// 发布计划的结果。
public enum PlanPublishOutcome: Sendable {
    /// A new immutable version was created.
    case published(PlanVersion)
    /// The newest published version already has this name and content; nothing was created.
    case unchanged(PlanVersion)
}
