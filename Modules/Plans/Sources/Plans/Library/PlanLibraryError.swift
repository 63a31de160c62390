import Shared

/// Why a library action failed; each case carries what the views need to name the fix.
/// 计划库操作失败的原因；每种情况都带有视图说明改法所需的信息。
public enum PlanLibraryError: Error {
    /// No plan matches the name or id prefix.
    case notFound(reference: String)
    /// Several plans match; the user must be more specific (the full name or a longer id prefix).
    case ambiguous(reference: String, candidates: [Plan])
    /// The plan file `file` (as the user named it; `-` for standard input) cannot be used, and why.
    case badFile(PlanFileError, file: String)
    /// Storage failed; the action changed nothing.
    case storage(RepositoryError)
}
