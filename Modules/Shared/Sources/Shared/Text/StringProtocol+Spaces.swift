extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and zero-width spaces: Foundation's `.whitespaces`, unbridged.
    public func trimmingSpaces() -> String {
        let isSpace = { (character: Character) in
            (character.isWhitespace && !character.isNewline) || character == "\u{200B}"
        }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
