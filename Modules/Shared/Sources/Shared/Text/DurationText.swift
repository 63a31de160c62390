import Foundation

/// Parsing and formatting of durations as people type and read them: `45`, `45s`, `2m`, `1m30s`, `1:30`.
/// 按人的习惯解析与格式化时长：`45`、`45s`、`2m`、`1m30s`、`1:30`。
public enum DurationText {
    /// Why a duration text could not be read.
    /// 时长文本无法解析的原因。
    public struct ParseError: Error, Hashable, Sendable {
        /// What was wrong with the text.
        /// 文本的问题所在。
        public enum Reason: Hashable, Sendable {
            /// Not one of the accepted forms (including negative numbers).
            case notADuration
            /// Seconds or minutes of 60 or more after a larger unit, as in `1m90s` or `1:70`.
            case componentTooLarge
            /// A number too large to be a duration at all.
            case tooLarge
        }

        public let text: String
        public let reason: Reason

        public init(text: String, reason: Reason) {
            self.text = text
            self.reason = reason
        }
    }

    /// The accepted forms, for error messages and help text.
    public static let acceptedForms = "45, 45s, 2m, 1m30s, 1:30, 1h5m"

    /// The longest duration accepted anywhere (100 hours); longer texts are refused as too large.
    public static let maximumSeconds = 100 * 3600

    /// Seconds in `text`; whole seconds only, never negative, at most `maximumSeconds`.
    public static func parse(_ text: String) throws(ParseError) -> Int {
        let trimmed = text.trimmingSpaces().lowercased()
        guard !trimmed.isEmpty, trimmed.count <= 32 else {
            throw ParseError(text: text, reason: trimmed.isEmpty ? .notADuration : .tooLarge)
        }
        let seconds: Int
        if trimmed.contains(":") {
            seconds = try parseClock(trimmed, original: text)
        } else if trimmed.allSatisfy(\.isASCIIDigit) {
            guard let plain = Int(trimmed) else { throw ParseError(text: text, reason: .tooLarge) }
            seconds = plain
        } else {
            seconds = try parseUnits(trimmed, original: text)
        }
        guard seconds <= maximumSeconds else { throw ParseError(text: text, reason: .tooLarge) }
        return seconds
    }

    /// `m:ss` or `h:mm:ss`; the leading field may be any size, the others 0–59.
    private static func parseClock(_ text: String, original: String) throws(ParseError) -> Int {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(fields.count), fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else {
            throw ParseError(text: original, reason: .notADuration)
        }
        var total: Int? = 0
        for (position, field) in fields.enumerated() {
            guard let value = Int(field) else { throw ParseError(text: original, reason: .tooLarge) }
            if position > 0 && (value >= 60 || field.count > 2) {
                throw ParseError(text: original, reason: .componentTooLarge)
            }
            total = CheckedMath.sum(CheckedMath.product(total, 60), value)
        }
        guard let total else { throw ParseError(text: original, reason: .tooLarge) }
        return total
    }

    /// Parses number+unit pairs (h, m, s in order, each at most once); after a larger unit, m and s stay below 60.
    private static func parseUnits(_ text: String, original: String) throws(ParseError) -> Int {
        let units: [Character: Int] = ["h": 3600, "m": 60, "s": 1]
        var total: Int? = 0
        var digits = ""
        var lastUnitWeight = Int.max
        for character in text {
            if character.isASCIIDigit {
                digits.append(character)
                continue
            }
            guard let weight = units[character], !digits.isEmpty, weight < lastUnitWeight else {
                throw ParseError(text: original, reason: .notADuration)
            }
            guard let value = Int(digits) else { throw ParseError(text: original, reason: .tooLarge) }
            if lastUnitWeight != Int.max && value >= 60 {
                throw ParseError(text: original, reason: .componentTooLarge)
            }
            total = CheckedMath.sum(total, CheckedMath.product(value, weight))
            lastUnitWeight = weight
            digits = ""
        }
        guard digits.isEmpty, lastUnitWeight != Int.max else { throw ParseError(text: original, reason: .notADuration) }
        guard let total else { throw ParseError(text: original, reason: .tooLarge) }
        return total
    }

    /// `20` under a minute, else `2:00`; used inside summaries such as `8×(20/10)`.
    public static func compact(_ seconds: Int) -> String {
        seconds < 60 ? String(seconds) : clock(seconds)
    }

    /// `3:50`, or `1:02:03` from one hour on.
    public static func clock(_ seconds: Int) -> String {
        let value = max(0, seconds)
        let (hours, minutes, secs) = (value / 3600, value % 3600 / 60, value % 60)
        let paddedSeconds = secs < 10 ? "0\(secs)" : "\(secs)"
        if hours > 0 {
            let paddedMinutes = minutes < 10 ? "0\(minutes)" : "\(minutes)"
            return "\(hours):\(paddedMinutes):\(paddedSeconds)"
        }
        return "\(minutes):\(paddedSeconds)"
    }
}
