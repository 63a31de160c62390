import Foundation

/// Handles: 3–30 characters after NFKC normalization, unique ignoring case (the key is NFKC + case-folded).
/// 账号名：NFKC 规范化后 3–30 个字符，忽略大小写唯一（键为 NFKC 加大小写折叠）。
public enum HubHandleRules {
    public static let length: ClosedRange<Int> = 3...30

    /// The handle as shown (NFKC), or why it is refused; letters, digits, `_`, `-` and `.` only.
    public static func checked(_ handle: String, field: String = "handle") throws(HubInputError) -> String {
        // Cheap guard before normalizing: nothing longer than 30 characters can become 3–30 after NFKC
        // without being absurd, and a 10,000-character input must not cost a normalization.
        guard handle.utf8.count <= length.upperBound * 8 else {
            throw HubInputError(field: field, message: "\(field) is too long; use 3–30 characters")
        }
        let shown = handle.precomposedStringWithCompatibilityMapping
        guard length.contains(shown.count) else {
            throw HubInputError(field: field, message: "\(field) has \(shown.count) characters; use 3–30")
        }
        let allowed = shown.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                || scalar == "_" || scalar == "-" || scalar == "."
        }
        guard allowed else {
            throw HubInputError(
                field: field, message: "\(field) may hold only letters, digits, '_', '-' and '.', e.g. river_runner")
        }
        return shown
    }

    /// The uniqueness key of a checked handle: NFKC, then case-folded, then NFKC again (folding can denormalize).
    public static func key(_ checkedHandle: String) -> String {
        checkedHandle.folding(options: [.caseInsensitive], locale: nil).precomposedStringWithCompatibilityMapping
    }
}
