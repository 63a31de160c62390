import Shared

/// Why the editor could not save; nothing was written in either case.
/// 编辑器无法保存的原因；两种情况下都没有写入任何内容。
public enum PlanEditorError: Error {
    /// The plan breaks these rules (one issue per field).
    case invalid([PlanValidationIssue])
    /// Storage failed (usually a `RepositoryError`).
    case storage(any Error)
}
