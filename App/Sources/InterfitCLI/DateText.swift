import Foundation

/// Dates as shown to people: local time, minutes precision.
enum DateText {
    /// One formatter for the whole process: building one per table row is costly.
    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone.current
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter
    }()

    static func short(_ date: Date) -> String {
        formatter.string(from: date)
    }
}
