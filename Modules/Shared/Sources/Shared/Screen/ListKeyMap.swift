/// The keys every list of the home shares: arrows and j/k, Page Up/Down, Home/End and g/G.
/// 主界面所有列表共用的按键：方向键与 j/k、翻页键、Home/End 与 g/G。
public enum ListKeyMap {
    /// The move `key` asks for, nil for a key that moves nothing.
    public static func intent(for key: KeyPress) -> ListIntent? {
        switch key {
        case .up, .character("k"): .up
        case .down, .character("j"): .down
        case .pageUp, .control("b"): .pageUp
        case .pageDown, .control("f"): .pageDown
        case .home, .character("g"): .first
        case .end, .character("G"): .last
        default: nil
        }
    }

    /// The same moves for lists where letters are typed (only the named keys move).
    public static func namedIntent(for key: KeyPress) -> ListIntent? {
        switch key {
        case .up: .up
        case .down: .down
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .home: .first
        case .end: .last
        default: nil
        }
    }
}
