import Shared

/// Why a library action failed; each case carries what the views need to name the fix.
/// 计划库操作失败的原因；每种情况都带有视图说明改法所需的信息。
public enum PlanLibraryError: Error {
    /// No plan matches the name or id prefix.
    case notFound(reference: String)
    /// Several plans match; the user must be more specific (the full name or a longer id prefix).
    case ambiguous(reference: String, candidates: [Plan])
    /// The exchange file cannot be read as a plan, and why.
    case unreadableFile(PlanFileProblem)
    /// The exchange file comes from a newer Interfit.
    case newerFormat(found: Int, supported: Int)
    /// The exchange file holds a plan that breaks the rules.
    case invalidPlanInFile(issues: [PlanValidationIssue])
    /// Storage failed (usually a `RepositoryError`); the action changed nothing.
    case storage(any Error)
}

extension PlanLibraryError {
    /// The library's view of a plan file that could not be used.
    public init(_ error: PlanFileError) {
        switch error {
        case .unreadable(let problem): self = .unreadableFile(problem)
        case .newerFormat(let found, let supported): self = .newerFormat(found: found, supported: supported)
        case .invalidPlan(let issues): self = .invalidPlanInFile(issues: issues)
        }
    }
}
