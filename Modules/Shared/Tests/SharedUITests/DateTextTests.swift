import Foundation
import SharedUI
import Testing

/// `DateText` computes local dates itself: it must agree with a date formatter everywhere.
@Suite struct DateTextTests {
    private func formatter(_ format: String, _ zone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = zone
        formatter.dateFormat = format
        return formatter
    }

    @Test(arguments: ["UTC", "Europe/Berlin", "America/St_Johns", "Asia/Kolkata", "Pacific/Kiritimati"])
    func agreesWithADateFormatter(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let text = DateText(timeZone: zone)
        let short = formatter("yyyy-MM-dd HH:mm", zone)
        let day = formatter("yyyy-MM-dd", zone)
        var generator = SeededGenerator(seed: 1_970)
        // Leap days, the epoch, DST changes, far past and future, and random instants in between.
        var instants: [Double] = [
            0, -1, -86_400, 951_782_400, 1_711_846_800, 1_729_990_800, -2_208_988_800, 4_102_444_800,
        ]
        // Whole milliseconds: the formatter (ICU) rounds an instant to the millisecond first, so a random instant
        // a few microseconds before a minute would show the next minute there. Stored dates are milliseconds.
        for _ in 0..<2_000 {
            instants.append(Double(Int64.random(in: -3_000_000_000_000...4_000_000_000_000, using: &generator)) / 1000)
        }
        for seconds in instants {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(text.short(date) == short.string(from: date), "\(seconds) in \(zoneName), seed \(generator.seed)")
            #expect(text.day(date) == day.string(from: date), "\(seconds) in \(zoneName), seed \(generator.seed)")
            var calendar = Calendar(identifier: .iso8601)
            calendar.timeZone = zone
            let parts = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: date)
            let week = try #require(parts.weekOfYear)
            let expected = "\(try #require(parts.yearForWeekOfYear))-W" + (week < 10 ? "0\(week)" : "\(week)")
            #expect(text.isoWeek(date) == expected, "\(seconds) in \(zoneName), seed \(generator.seed)")
        }
    }
}
