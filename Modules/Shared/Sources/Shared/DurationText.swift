import Foundation

/// Parsing and formatting of durations as people type and read them: `45`, `45s`, `2m`, `1m30s`, `1:30`.
public enum DurationText {
    /// Why a duration text could not be read.
    public struct ParseError: Error, Hashable, Sendable {
        public let text: String
    }

    /// The accepted forms, for error messages and help text.
    public static let acceptedForms = "45, 45s, 2m, 1m30s, 1:30, 1h5m"

    /// Seconds in `text`; whole seconds only, never negative.
    public static func parse(_ text: String) throws(ParseError) -> Int {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard !trimmed.isEmpty else { throw ParseError(text: text) }
        if trimmed.contains(":") {
            return try parseClock(trimmed, original: text)
        }
        if let plain = Int(trimmed), plain >= 0 { return plain }
        return try parseUnits(trimmed, original: text)
    }

    /// `m:ss` or `h:mm:ss`; the leading field may be any size, the others 0–59.
    private static func parseClock(_ text: String, original: String) throws(ParseError) -> Int {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0 != nil && $0! >= 0 }) else {
            throw ParseError(text: original)
        }
        let values = parts.map { $0! }
        guard values.dropFirst().allSatisfy({ $0 < 60 }) else { throw ParseError(text: original) }
        return values.reduce(0) { total, part in
            let (product, overflow) = total.multipliedReportingOverflow(by: 60)
            return overflow ? Int.max : product + part
        }
    }

    /// A sequence of number+unit pairs with units h, m, s in that order, each at most once.
    private static func parseUnits(_ text: String, original: String) throws(ParseError) -> Int {
        let units: [Character: Int] = ["h": 3600, "m": 60, "s": 1]
        var total = 0
        var digits = ""
        var lastUnitWeight = Int.max
        for character in text {
            if character.isASCII, character.isNumber {
                digits.append(character)
            } else if let weight = units[character], let value = Int(digits), weight < lastUnitWeight {
                total += value * weight
                lastUnitWeight = weight
                digits = ""
            } else {
                throw ParseError(text: original)
            }
        }
        guard digits.isEmpty, lastUnitWeight != Int.max else { throw ParseError(text: original) }
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
