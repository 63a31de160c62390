import Shared

/// What a key asks of the Settings tab: move, the next or previous value, back to the default, or the doctor.
/// 按键对设置标签页的请求：移动、下一个或上一个取值、恢复默认，或打开诊断。
public enum SettingsListIntent: Hashable, Sendable {
    case move(ListIntent)
    /// The next (+1) or previous (−1) allowed value of the selected setting.
    case step(Int)
    case reset
    case doctor
}
