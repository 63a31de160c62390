import Foundation
import Shared

/// ISO 8601 UTC timestamps (`2026-11-22T09:30:05Z`) as `JSONEncoder`'s `.iso8601` writes them, without a formatter.
/// 与 `JSONEncoder` 的 `.iso8601` 一致的 ISO 8601 UTC 时间戳（`2026-11-22T09:30:05Z`），无需日期格式器。
public enum JSONDate {
    public static func text(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = CivilDate.days(ofSeconds: seconds)
        let secondOfDay = seconds - days * 86_400
        let date = CivilDate(daysSinceEpoch: days)
        let (year, month, day) = (date.year, date.month, date.day)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = year >= 1000 ? "\(year)" : String(repeating: "0", count: max(0, 4 - "\(year)".count)) + "\(year)"
        return "\(yearText)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay % 3600 / 60)):"
            + "\(two(secondOfDay % 60))Z"
    }
}
