import Shared

/// Why a library action failed; each case tells the user what to do.
public enum PlanLibraryError: Error {
    /// No plan matches the name or id prefix.
    case notFound(reference: String)
    /// Several plans match; the user must be more specific (use an id prefix).
    case ambiguous(reference: String, candidates: [Plan])
    /// The exchange file cannot be read as a plan (not JSON, wrong shape).
    case unreadableFile(detail: String)
    /// The exchange file comes from a newer Interfit (or has a nonsensical version).
    case newerFormat(found: Int, supported: Int)
    /// The exchange file holds a plan that breaks the rules.
    case invalidPlanInFile(issues: [PlanValidationIssue])
    /// Storage failed; the action changed nothing.
    case storage(any Error)
}
