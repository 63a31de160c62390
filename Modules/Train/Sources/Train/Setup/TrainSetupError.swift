import Shared

/// Why a workout could not be set up; nothing was started.
/// 训练无法准备的原因；什么也没有开始。
public enum TrainSetupError: Error, Hashable, Sendable {
    /// No saved plan or template matches.
    case notFound(reference: String)
    /// Several saved plans match; the user must be more specific.
    case ambiguous(reference: String, candidates: [Plan])
    /// An ad-hoc workout lacks these options (their command-line names, e.g. `--work`).
    case missingOptions([String])
    /// The workout breaks the plan rules.
    case invalid([PlanValidationIssue])
}
