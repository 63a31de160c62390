import Shared

/// The Settings tab's keys as intents: list moves, Enter / space / → the next value, ← the previous, r default.
/// 设置标签页的按键到意图：列表移动，回车 / 空格 / → 下一个取值，← 上一个，r 恢复默认。
public enum SettingsListKeyMap {
    /// The intent of `key`, nil for the home's own keys.
    public static func intent(for key: KeyPress) -> SettingsListIntent? {
        if let move = ListKeyMap.intent(for: key) { return .move(move) }
        switch key {
        case .enter, .character(" "), .right, .character("l"), .character("+"): return .step(1)
        case .left, .character("h"), .character("-"): return .step(-1)
        case .character("r"), .backspace, .delete: return .reset
        case .character("d"): return .doctor
        default: return nil
        }
    }

    /// The keys the help lists for this screen, with the name of what each does.
    public static let help: [(keys: String, action: String)] = [
        ("↑↓ j k", "move"), ("⏎ → space", "nextValue"), ("←", "previousValue"), ("r", "reset"), ("d", "doctor"),
    ]
}
