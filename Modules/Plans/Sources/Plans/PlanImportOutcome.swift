import Shared

/// What importing a plan file did.
public enum PlanImportOutcome: Sendable {
    /// A new plan was added (a fork of the file's plan).
    case added(Plan)
    /// A plan with the same training content was already there; nothing was added.
    case alreadyInLibrary(Plan)
}
