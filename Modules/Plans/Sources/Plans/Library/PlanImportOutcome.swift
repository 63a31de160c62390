import Shared

/// What importing a plan file did.
/// 导入计划文件的结果。
public enum PlanImportOutcome: Sendable {
    /// A new plan was added (a fork of the file's plan, under a free name).
    case added(Plan)
    /// A plan with the same training content was already there; nothing was added.
    case alreadyInLibrary(Plan)
}
