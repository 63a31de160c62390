import Foundation

/// ISO 8601 UTC timestamps (`2026-11-22T09:30:05Z`) by plain arithmetic: as `JSONEncoder`'s `.iso8601` writes
/// them, without building a date formatter (large listings stay fast).
/// 用纯算术生成 ISO 8601 UTC 时间戳（`2026-11-22T09:30:05Z`），与 `JSONEncoder` 的 `.iso8601` 一致，但无需创建日期格式器。
public enum JSONDate {
    public static func text(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        // Howard Hinnant's civil-from-days.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthPrime = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthPrime + 2) / 5 + 1
        let month = monthPrime < 10 ? monthPrime + 3 : monthPrime - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = year >= 1000 ? "\(year)" : String(repeating: "0", count: max(0, 4 - "\(year)".count)) + "\(year)"
        return "\(yearText)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay % 3600 / 60)):"
            + "\(two(secondOfDay % 60))Z"
    }
}
