import Shared

/// Why the editor could not save.
public enum PlanEditorError: Error {
    /// The plan breaks these rules; nothing was saved.
    case invalid([PlanValidationIssue])
    /// Storage failed; nothing was saved.
    case storage(any Error)
}
