import Foundation
import Shared

/// Reads the `--since` dates people type: `2026-11-01`, `2026-11-01T08:30`, or `7d` / `2w` ago.
/// 解析用户输入的 `--since` 日期：`2026-11-01`、`2026-11-01T08:30`，或 `7d` / `2w`（之前）。
public enum HistoryDate {
    /// The instant `text` means, at `now` in `timeZone` (a date alone is its midnight); nil when it is no date.
    public static func parse(_ text: String, now: Date, timeZone: TimeZone) -> Date? {
        let trimmed = text.trimmingSpaces().lowercased()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        if let unit = trimmed.last, "dw".contains(unit), let count = Int(trimmed.dropLast()),
            (0...36_500).contains(count)
        {
            let days = unit == "w" ? count * 7 : count
            return calendar.date(byAdding: .day, value: -days, to: calendar.startOfDay(for: now))
        }
        let parts = trimmed.split(separator: "t", maxSplits: 1).map(String.init)
        let day = parts.first?.split(separator: "-").compactMap { Int($0) } ?? []
        guard day.count == 3, parts.first?.split(separator: "-").count == 3 else { return nil }
        var components = DateComponents(year: day[0], month: day[1], day: day[2], hour: 0, minute: 0)
        if parts.count == 2 {
            let time = parts[1].split(separator: ":").compactMap { Int($0) }
            guard (2...3).contains(time.count), parts[1].split(separator: ":").count == time.count else { return nil }
            components.hour = time[0]
            components.minute = time[1]
            components.second = time.count == 3 ? time[2] : 0
        }
        guard (1...9999).contains(day[0]), let date = calendar.date(from: components) else { return nil }
        // The calendar is lenient (month 13, February 30, hour 25 roll over): only exact dates are dates.
        let read = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        guard read.year == components.year, read.month == components.month, read.day == components.day,
            read.hour == components.hour, read.minute == components.minute
        else { return nil }
        return date
    }
}
