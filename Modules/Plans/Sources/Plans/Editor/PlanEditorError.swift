import Shared

/// Why the editor could not save; nothing was written in either case.
/// 编辑器无法保存的原因；两种情况下都没有写入任何内容。
public enum PlanEditorError: Error {
    /// The plan breaks these rules (one issue per field), its values given as `source` says.
    case invalid([PlanValidationIssue], source: PlanInputSource)
    /// Storage failed; nothing was written.
    case storage(RepositoryError)
}
