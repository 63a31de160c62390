extension StringProtocol {
    /// The text without leading and trailing spaces and tabs (newlines stay), without Foundation's bridging cost.
    public func trimmingSpaces() -> String {
        let isSpace = { (character: Character) in character.isWhitespace && !character.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
