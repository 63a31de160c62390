/// One key a person pressed on a full-screen terminal: a character or a named key (arrows, Enter, Esc, Tab, …).
/// 用户在全屏终端上按下的一个键：一个字符，或一个有名字的键（方向键、回车、Esc、Tab 等）。
public enum KeyPress: Hashable, Sendable {
    /// A printable character (letters, digits, punctuation, CJK, emoji).
    case character(Character)
    case up
    case down
    case left
    case right
    case pageUp
    case pageDown
    case home
    case end
    case enter
    case escape
    case tab
    /// Shift-Tab.
    case backTab
    case backspace
    case delete
    /// A control key (Ctrl-A … Ctrl-Z) other than those with names, by its letter in lower case.
    case control(Character)

    /// The character of a `.character` key, nil for the named keys.
    public var character: Character? {
        if case .character(let character) = self { return character }
        return nil
    }
}
