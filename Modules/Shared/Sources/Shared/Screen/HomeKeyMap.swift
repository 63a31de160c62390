/// The home's own keys: Tab / Shift-Tab and 1–4 switch tabs, ? shows the keys, Esc goes back, q quits.
/// 主界面自身的按键：Tab / Shift-Tab 与 1–4 切换标签页，? 显示按键，Esc 返回，q 退出。
public enum HomeKeyMap {
    /// How many tabs the home has.
    public static let tabCount = 4

    /// The intent of `key` when no text is being typed, nil for a key the screen itself handles.
    public static func intent(for key: KeyPress) -> HomeIntent? {
        switch key {
        case .tab: return .nextTab
        case .backTab: return .previousTab
        case .character("?"): return .toggleHelp
        case .escape: return .back
        case .character("q"), .character("Q"): return .quit
        case .character(let digit):
            guard let number = digit.wholeNumberValue, digit.isASCII, (1...tabCount).contains(number) else {
                return nil
            }
            return .tab(number - 1)
        default: return nil
        }
    }
}
