import Foundation
import Shared

/// The checks every community input passes before a request is sent: ids, handles, passwords and texts.
/// 每项社区输入在发送请求前都要通过的检查：编号、账号名、密码与文字。
public enum CommunityInput {
    /// Comments: 1–1000 characters, line feeds allowed.
    public static let commentLength = 1...1000
    /// The change note's line: at most 120 characters.
    public static let noteLength = 0...120
    /// A report's note: at most 500 characters.
    public static let reportNoteLength = 0...500
    /// Search text: at most 200 characters.
    public static let searchLength = 0...200
    /// Handles: 3–30 letters, digits, `_`, `-` or `.`.
    public static let handleLength = 3...30
    /// Passwords: at least 10 characters, at most 72 bytes.
    public static let passwordMinimum = 10
    public static let passwordMaximumBytes = 72

    /// A post or comment id (or a prefix of one): 1–64 of `A–Z a–z 0–9 _ - .`.
    public static func id(_ text: String, field: CommunityField = .post) throws(CommunityInputProblem) -> String {
        let trimmed = text.trimmingSpaces()
        guard !trimmed.isEmpty else { throw CommunityInputProblem(field: field, kind: .empty, value: text) }
        guard trimmed.count <= 64 else {
            throw CommunityInputProblem(field: field, kind: .tooLong(maximum: 64, actual: trimmed.count), value: text)
        }
        try refuseControls(trimmed, field: field, lineFeeds: false, original: text)
        guard trimmed.unicodeScalars.allSatisfy(isIdentifierScalar) else {
            throw CommunityInputProblem(field: field, kind: .characters, value: text)
        }
        return trimmed
    }

    /// A handle: 3–30 letters (any script), digits, `_`, `-` or `.`.
    public static func handle(_ text: String) throws(CommunityInputProblem) -> String {
        let trimmed = text.trimmingSpaces()
        guard !trimmed.isEmpty else { throw CommunityInputProblem(field: .handle, kind: .empty, value: text) }
        try refuseControls(trimmed, field: .handle, lineFeeds: false, original: text)
        guard trimmed.count >= handleLength.lowerBound else {
            throw CommunityInputProblem(field: .handle, kind: .tooShort(minimum: handleLength.lowerBound), value: text)
        }
        guard trimmed.count <= handleLength.upperBound else {
            throw CommunityInputProblem(
                field: .handle, kind: .tooLong(maximum: handleLength.upperBound, actual: trimmed.count), value: text)
        }
        let allowed = trimmed.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" || scalar == "-"
                || scalar == "."
        }
        guard allowed else { throw CommunityInputProblem(field: .handle, kind: .characters, value: text) }
        return trimmed
    }

    /// A password as typed (never trimmed): at least 10 characters, at most 72 bytes, no control characters.
    public static func password(_ text: String) throws(CommunityInputProblem) -> String {
        guard !text.isEmpty else { throw CommunityInputProblem(field: .password, kind: .empty, value: "") }
        guard !text.unicodeScalars.contains(where: isControl) else {
            throw CommunityInputProblem(field: .password, kind: .controlCharacters, value: "")
        }
        guard text.count >= passwordMinimum else {
            throw CommunityInputProblem(field: .password, kind: .tooShort(minimum: passwordMinimum), value: "")
        }
        guard text.utf8.count <= passwordMaximumBytes else {
            throw CommunityInputProblem(
                field: .password, kind: .tooLong(maximum: passwordMaximumBytes, actual: text.utf8.count), value: "")
        }
        return text
    }

    /// Free text trimmed and checked: its length in characters, and no control characters (line feeds on request).
    public static func text(
        _ text: String, field: CommunityField, length: ClosedRange<Int>, lineFeeds: Bool = false
    ) throws(CommunityInputProblem) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        try refuseControls(trimmed, field: field, lineFeeds: lineFeeds, original: text)
        if trimmed.isEmpty, length.lowerBound > 0 {
            throw CommunityInputProblem(field: field, kind: .empty, value: text)
        }
        guard trimmed.count <= length.upperBound, trimmed.utf8.count <= length.upperBound * 8 else {
            throw CommunityInputProblem(
                field: field, kind: .tooLong(maximum: length.upperBound, actual: trimmed.count), value: text)
        }
        return trimmed
    }

    /// Search tags: lowercased, 1–24 letters, digits or `-` each, at most 5.
    public static func tags(_ tags: [String]) throws(CommunityInputProblem) -> [String] {
        guard tags.count <= 5 else {
            throw CommunityInputProblem(field: .tag, kind: .tooLong(maximum: 5, actual: tags.count), value: "")
        }
        var checked: [String] = []
        for raw in tags {
            let tag = raw.trimmingSpaces().lowercased()
            guard !tag.isEmpty else { throw CommunityInputProblem(field: .tag, kind: .empty, value: raw) }
            try refuseControls(tag, field: .tag, lineFeeds: false, original: raw)
            guard tag.count <= 24 else {
                throw CommunityInputProblem(field: .tag, kind: .tooLong(maximum: 24, actual: tag.count), value: raw)
            }
            guard tag.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" })
            else { throw CommunityInputProblem(field: .tag, kind: .characters, value: raw) }
            if !checked.contains(tag) { checked.append(tag) }
        }
        return checked
    }

    private static func refuseControls(
        _ text: String, field: CommunityField, lineFeeds: Bool, original: String
    ) throws(CommunityInputProblem) {
        let refused = text.unicodeScalars.contains { scalar in
            isControl(scalar) && !(lineFeeds && scalar == "\n")
        }
        if refused { throw CommunityInputProblem(field: field, kind: .controlCharacters, value: original) }
    }

    /// C0 and C1 controls, DEL, bidi overrides and isolates: what could rewrite a terminal or hide text.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || value == 0x2028 || value == 0x2029
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "_", "-", ".": true
        default: false
        }
    }
}
