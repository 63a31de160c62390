import Shared

/// What a key asks of the adjust screen: move between fields, step or type a value, start, save as a new plan.
/// 按键对调整界面的请求：在字段间移动、增减或输入取值、开始训练、另存为新计划。
public enum TrainAdjustIntent: Hashable, Sendable {
    case move(ListIntent)
    /// + or → : the next value; − or ← : the previous one.
    case step(Int)
    /// A key typed into the selected field (digits, `:`, `h`, `m`, `s`, Backspace).
    case type(KeyPress)
    /// Enter: commit what was typed, else start the workout.
    case enter
    /// Esc while typing: forget what was typed.
    case cancelTyping
    case saveAsPlan
}
