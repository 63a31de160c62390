/// How far a text taller than the screen is scrolled: the first line shown, kept within the text.
/// 比屏幕高的文本滚动到了哪里：显示的第一行，始终在文本范围内。
public struct TextScroll: Hashable, Sendable {
    /// The first line shown.
    public private(set) var offset = 0

    public init() {}

    /// Moves as `intent` asks in a text of `lines` lines of which `visible` show at once.
    public mutating func move(_ intent: ListIntent, lines: Int, visible: Int) {
        let last = max(0, lines - max(1, visible))
        let target =
            switch intent {
            case .up: offset - 1
            case .down: offset + 1
            case .pageUp: offset - max(1, visible)
            case .pageDown: offset + max(1, visible)
            case .first: 0
            case .last: last
            }
        offset = min(max(0, target), last)
    }

    /// The lines of `text` shown from here, at most `visible`, with the offset kept within it.
    public func window<Line>(of text: [Line], visible: Int) -> ArraySlice<Line> {
        let start = min(offset, max(0, text.count - max(1, visible)))
        return text[start..<min(text.count, start + max(0, visible))]
    }
}
