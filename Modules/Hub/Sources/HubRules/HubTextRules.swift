import Foundation

/// The limits of every free text the hub keeps, and the check that refuses control characters.
/// 社区中心保存的各类自由文本的限制，以及拒绝控制字符的检查。
public enum HubTextRules {
    /// A comment: 1–1000 characters; line feeds allowed, no other control characters.
    public static let commentLength: ClosedRange<Int> = 1...1000
    /// The one line of a change note: at most 120 characters, no line breaks.
    public static let changeLineLength: ClosedRange<Int> = 0...120
    /// A post's title: 1–80 printable characters (the plan-name rule).
    public static let titleLength: ClosedRange<Int> = 1...80
    /// The author's notes: at most 1000 characters.
    public static let notesLength: ClosedRange<Int> = 0...1000
    /// A report's note: at most 500 characters.
    public static let reportNoteLength: ClosedRange<Int> = 0...500
    /// Search text: at most 200 characters.
    public static let searchLength: ClosedRange<Int> = 0...200
    /// Tags per post, and characters per tag (lowercase letters, digits, `-`).
    public static let maximumTags = 8
    public static let tagLength: ClosedRange<Int> = 1...24

    /// The checked text (surrounding spaces trimmed), or why it is refused.
    public static func checked(
        _ text: String, field: String, length: ClosedRange<Int>, allowsLineFeeds: Bool
    ) throws(HubInputError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.unicodeScalars.allSatisfy({ isAllowed($0, lineFeeds: allowsLineFeeds) }) {
            throw HubInputError(
                field: field,
                message: allowsLineFeeds
                    ? "\(field) contains control characters; only letters, marks, symbols, spaces and line feeds are allowed"
                    : "\(field) contains control characters or line breaks; write one line of plain text")
        }
        // A generous byte budget blocks piles of combining marks that count as few characters.
        guard length.contains(trimmed.count), trimmed.utf8.count <= length.upperBound * 8 else {
            let shown = trimmed.count
            throw HubInputError(
                field: field,
                message: length.lowerBound > 0 && shown < length.lowerBound
                    ? "\(field) is empty; write \(length.lowerBound)–\(length.upperBound) characters"
                    : "\(field) has \(shown) characters; at most \(length.upperBound) are allowed")
        }
        return trimmed
    }

    /// A post title: the plan-name rule of Shared (1–80 printable characters, ≤ 320 bytes).
    public static func title(_ text: String) throws(HubInputError) -> String {
        try checked(text, field: "title", length: titleLength, allowsLineFeeds: false)
    }

    /// Tags lowercased and NFKC-folded, duplicates dropped, order kept.
    public static func tags(_ tags: [String]) throws(HubInputError) -> [String] {
        guard tags.count <= maximumTags else {
            throw HubInputError(field: "tags", message: "tags has \(tags.count) entries; at most \(maximumTags)")
        }
        var result: [String] = []
        for (index, raw) in tags.enumerated() {
            let tag = raw.precomposedStringWithCompatibilityMapping.lowercased()
            guard tagLength.contains(tag.count),
                tag.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" })
            else {
                throw HubInputError(
                    field: "tags[\(index)]",
                    message: "tags[\(index)] must be 1–24 letters, digits or '-', e.g. home, gym, running, quiet")
            }
            if !result.contains(tag) { result.append(tag) }
        }
        return result
    }

    /// Letters, marks, numbers, punctuation, symbols, spaces, emoji joiners and tags; line feeds on request.
    public static func isAllowed(_ scalar: Unicode.Scalar, lineFeeds: Bool) -> Bool {
        switch scalar.properties.generalCategory {
        case .control:
            return lineFeeds && scalar == "\n"
        case .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
            return false
        case .format:
            // Zero-width (non-)joiners build emoji and scripts; tag characters build flags; bidi overrides are refused.
            return scalar.value == 0x200C || scalar.value == 0x200D || (0xE0020...0xE007F).contains(scalar.value)
        default:
            return true
        }
    }
}
