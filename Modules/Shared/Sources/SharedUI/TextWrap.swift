/// Wraps text to a width without breaking words; CJK text may break between any two characters.
/// 按宽度折行而不拆开单词；中日韩文字可在任意两字之间换行。
public enum TextWrap {
    /// The lines of `text` wrapped to `width` columns. A word longer than the width is cut with `…`.
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(String(paragraph), width: width)
        }
        return lines
    }

    private static func wrap(_ paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for token in tokens(paragraph) {
            let candidate = current.isEmpty ? token.trimmingLeadingSpaces() : current + token
            if TextWidth.of(candidate) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current.trimmingTrailingSpaces()) }
            let word = token.trimmingLeadingSpaces()
            current = TextWidth.of(word) <= width ? word : TextWidth.fit(word, width)
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current.trimmingTrailingSpaces()) }
        return lines
    }

    /// Words with their leading spaces; each wide (CJK) character is a token of its own.
    private static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var inWord = false
        for character in text {
            if character == " " {
                if inWord {
                    tokens.append(current)
                    current = ""
                    inWord = false
                }
                current.append(character)
            } else if isBreakable(character) {
                if inWord {
                    tokens.append(current)
                    current = ""
                }
                tokens.append(current + String(character))
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// Wide characters of CJK scripts, where a line may break on either side.
    private static func isBreakable(_ character: Character) -> Bool {
        TextWidth.columns(character) == 2 && !(character.unicodeScalars.first?.properties.isEmojiPresentation ?? false)
    }
}

extension String {
    fileprivate func trimmingLeadingSpaces() -> String { String(drop { $0 == " " }) }

    fileprivate func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
