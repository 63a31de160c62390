import Shared

/// What a key asks of the editor: move between rows, type, step a value, save, leave, edit the exercise list.
/// 按键对编辑器的请求：在行间移动、输入、增减取值、保存、离开、编辑动作列表。
public enum PlanEditorIntent: Hashable, Sendable {
    case move(ListIntent)
    /// A key typed into the focused row (or exercise).
    case type(KeyPress)
    /// + or → : the next value (or choice); − or ← : the previous one.
    case step(Int)
    /// Enter: open the exercise list on its row, add an exercise inside it, else save.
    case enter
    /// Esc: close the exercise list, else leave (asking first when something changed).
    case leave
    /// Delete inside the exercise list: remove the exercise.
    case removeExercise
    /// Yes to "discard the changes?".
    case confirm
    /// No to it: keep editing.
    case cancel
}
