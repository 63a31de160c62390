/// What an editor intent leads to beyond the form: saving (as a new version) or leaving it.
/// 编辑器意图带来的、超出表单的结果：保存（作为新版本）或离开。
public enum PlanEditorOutcome: Hashable, Sendable {
    /// The form is valid: save it (`PlanLibraryViewModel.save(_:)` publishes the new version).
    case save
    case leave
}
