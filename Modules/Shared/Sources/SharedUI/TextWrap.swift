import Synchronization

/// Wraps text to a width without breaking words; Chinese breaks between phrases (ICU's dictionary), never inside one.
/// 按宽度折行而不拆开单词；中文在词组之间换行（ICU 词典），绝不拆开词组。
public enum TextWrap {
    /// What becomes of a word wider than the line.
    /// 比一行还宽的单词如何处理。
    public enum LongWords: Sendable {
        /// Cut to the width, ending in `…` (a frame that must not overflow).
        case cut
        /// Kept whole on a line of its own, wider than the others (help text, where every letter counts).
        case keep
        /// Broken between characters over as many lines as it takes (an address that must stay whole and fit).
        case split
    }

    /// Wrapped paragraphs with Chinese in them, by text and width: screens redraw the same message many times.
    private static let recent = Mutex<[Key: [String]]>([:])

    /// The lines of `text` wrapped to `width` columns; a word wider than the width is cut with `…` or kept whole.
    public static func lines(_ text: String, width: Int, longWords: LongWords = .cut) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(String(paragraph), width: width, longWords: longWords)
        }
        return lines
    }

    private static func wrap(_ paragraph: String, width: Int, longWords: LongWords) -> [String] {
        // Plain ASCII, most of what is wrapped, breaks at spaces only: no segmenter, no cache.
        if paragraph.utf8.allSatisfy({ $0 < 0x80 }) {
            return fill(spaceTokens(paragraph), width: width, longWords: longWords)
        }
        let key = Key(text: paragraph, width: width, longWords: longWords)
        if let known = recent.withLock({ $0[key] }) { return known }
        let lines = fill(tokens(paragraph), width: width, longWords: longWords)
        recent.withLock { cache in
            if cache.count >= 64 { cache.removeAll() }
            cache[key] = lines
        }
        return lines
    }

    /// Greedy filling: as many tokens per line as fit; spaces at the ends of lines are dropped.
    private static func fill(_ tokens: [String], width: Int, longWords: LongWords) -> [String] {
        var lines: [String] = []
        var current = ""
        var used = 0
        for token in tokens {
            let size = TextWidth.of(token)
            if !current.isEmpty, used + size <= width {
                current += token
                used += size
                continue
            }
            if !current.isEmpty { lines.append(current.trimmingTrailingSpaces()) }
            let word = token.trimmingLeadingSpaces()
            let wordSize = TextWidth.of(word)
            if wordSize <= width {
                (current, used) = (word, wordSize)
            } else if longWords == .split
                || (word.contains(where: isWide) && (longWords == .cut || word.allSatisfy(isWide)))
            {
                // A phrase wider than the line (rare from 12 columns up) breaks between characters, never loses any;
                // in help, a path or name that only touches Chinese punctuation is kept whole like any long word.
                var pieces = characterLines(word, width: width)
                current = pieces.removeLast()
                used = TextWidth.of(current)
                lines += pieces
            } else if longWords == .cut {
                current = TextWidth.fit(word, width)
                used = TextWidth.of(current)
            } else {
                (current, used) = (word, wordSize)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current.trimmingTrailingSpaces()) }
        return lines
    }

    /// `word` cut into lines of at most `width` columns between any two characters.
    private static func characterLines(_ word: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var used = 0
        for character in word {
            let size = TextWidth.columns(character)
            if used + size > width, !current.isEmpty {
                lines.append(current)
                (current, used) = ("", 0)
            }
            current.append(character)
            used += size
        }
        lines.append(current)
        return lines
    }

    /// Words with their leading spaces.
    private static func spaceTokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var previous: Character = " "
        for character in text {
            if character == " ", previous != " ", !current.isEmpty {
                tokens.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// Unbreakable pieces with their leading spaces: breaks at spaces, and beside Chinese between phrases only.
    static func tokens(_ text: String) -> [String] {
        let characters = Array(text)
        guard characters.contains(where: isWide) else { return spaceTokens(text) }
        let phrases = phraseBoundaries(characters, words: WordBoundaries.utf16Offsets(in: text))
        var tokens: [String] = []
        var current = ""
        var offset = 0
        for (index, character) in characters.enumerated() {
            if index > 0, !current.isEmpty {
                let previous = characters[index - 1]
                let atSpace = character == " " && previous != " "
                if atSpace
                    || (previous != " " && character != " "
                        && mayBreak(between: previous, and: character, boundary: phrases?.contains(offset) ?? true))
                {
                    tokens.append(current)
                    current = ""
                }
            }
            current.append(character)
            offset += character.utf16.count
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// The segmenter's boundaries less those that would leave a one-character word alone.
    private static func phraseBoundaries(_ characters: [Character], words: Set<Int>?) -> Set<Int>? {
        // The dictionary splits words it lacks into characters (时|长, 播放|器): a one-character word stays with the
        // phrase before it (the one after it at the start of the text).
        guard var phrases = words else { return nil }
        // The index of the character starting at each UTF-16 offset.
        var indexAt: [Int: Int] = [:]
        var offset = 0
        for (index, character) in characters.enumerated() {
            indexAt[offset] = index
            offset += character.utf16.count
        }
        indexAt[offset] = characters.count
        let isIdeograph = { (index: Int) -> Bool in
            guard characters.indices.contains(index) else { return false }
            let character = characters[index]
            return isWide(character) && !closing.contains(character) && !opening.contains(character)
        }
        let sorted = phrases.sorted()
        for (start, end) in zip(sorted, sorted.dropFirst()) {
            guard let index = indexAt[start], indexAt[end] == index + 1, isIdeograph(index) else { continue }
            if isIdeograph(index - 1) {
                phrases.remove(start)
            } else if isIdeograph(index + 1) {
                phrases.remove(end)
            }
        }
        return phrases
    }

    /// Whether a line may break between two characters (neither a space) at a phrase boundary or not.
    private static func mayBreak(between before: Character, and after: Character, boundary: Bool) -> Bool {
        // Latin text keeps its words whole: only spaces break it.
        guard isWide(before) || isWide(after), boundary else { return false }
        if closing.contains(after) || opening.contains(before) { return false }
        // Straight quotes open and close alike: they stay with what they touch.
        return !"'\"".contains(before) && !"'\"".contains(after)
    }

    /// Punctuation a line never starts with.
    private static let closing: Set<Character> = Set("，。、：；！？）」』】》〉〕］｝”’…—–·％,.;:!?)]}%")

    /// Punctuation a line never ends with.
    private static let opening: Set<Character> = Set("（「『【《〈〔［｛“‘([{")

    /// Wide characters of CJK scripts (not emoji), where phrases decide the breaks.
    private static func isWide(_ character: Character) -> Bool {
        TextWidth.columns(character) == 2 && !(character.unicodeScalars.first?.properties.isEmojiPresentation ?? false)
    }

    /// A wrapped paragraph's cache key.
    /// 已折行段落的缓存键。
    private struct Key: Hashable {
        let text: String
        let width: Int
        let longWords: LongWords
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
