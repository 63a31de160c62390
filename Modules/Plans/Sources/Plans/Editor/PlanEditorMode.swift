/// How the editor derives work and rest.
/// 编辑器如何得出训练与休息时长。
public enum PlanEditorMode: String, Sendable, CaseIterable {
    /// Mode A: the user sets sets, work and rest directly.
    case setsAndDurations
    /// Mode B: the user sets a total time, sets and a work:rest ratio; work and rest are derived.
    case totalTime
}
