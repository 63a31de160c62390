/// A line of text being typed: characters go at the end, Backspace takes the last, Ctrl-U clears, Ctrl-W a word.
/// 正在输入的一行文本：字符加在末尾，退格删除最后一个，Ctrl-U 清空，Ctrl-W 删除一个词。
public struct TextEntry: Hashable, Sendable {
    public private(set) var text: String
    /// The most characters kept; typing beyond it changes nothing.
    public let maximumLength: Int

    public init(_ text: String = "", maximumLength: Int = 200) {
        self.text = text
        self.maximumLength = maximumLength
    }

    /// Applies an editing key; false when `key` edits nothing here (a command, or a character `accepts` refuses).
    public mutating func edit(_ key: KeyPress, accepting accepts: (Character) -> Bool = { _ in true }) -> Bool {
        switch key {
        case .character(let character):
            guard accepts(character) else { return false }
            if text.count < maximumLength { text.append(character) }
            return true
        case .backspace, .control("h"):
            if !text.isEmpty { text.removeLast() }
            return true
        case .control("u"):
            text = ""
            return true
        case .control("w"):
            while text.last == " " { text.removeLast() }
            while let last = text.last, last != " " { text.removeLast() }
            return true
        default:
            return false
        }
    }

    /// Replaces the whole text.
    public mutating func set(_ newText: String) {
        text = String(newText.prefix(maximumLength))
    }
}
