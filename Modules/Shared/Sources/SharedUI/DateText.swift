import Foundation

/// Dates as shown to people: local time, minutes precision, in a given time zone.
/// 展示给人看的日期：本地时间，精确到分钟，可指定时区。
public struct DateText: @unchecked Sendable {  // DateFormatter is thread-safe for formatting.
    private let formatter: DateFormatter
    private let dayFormatter: DateFormatter

    /// Dates in `timeZone` (the process's own by default).
    public init(timeZone: TimeZone = .current) {
        formatter = Self.formatter("yyyy-MM-dd HH:mm", timeZone)
        dayFormatter = Self.formatter("yyyy-MM-dd", timeZone)
    }

    /// `2026-11-22 09:30`.
    public func short(_ date: Date) -> String { formatter.string(from: date) }

    /// `2026-11-22`.
    public func day(_ date: Date) -> String { dayFormatter.string(from: date) }

    private static func formatter(_ format: String, _ timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = format
        return formatter
    }
}
