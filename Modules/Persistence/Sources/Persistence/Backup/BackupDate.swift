import Foundation
import GRDB
import Shared

/// The bundle's dates: ISO 8601 in UTC (`2026-11-22T09:30:05.123Z`), with just the fraction that reads back exactly.
/// 备份包中的日期：UTC 的 ISO 8601（`2026-11-22T09:30:05.123Z`），小数部分恰好足以还原同一时刻。
enum BackupDate {
    /// The text of `date`: whole seconds, then the shortest decimal fraction that reads back to the same value.
    static func text(_ date: Date) -> String {
        let interval = date.timeIntervalSince1970
        let decimal = "\(interval)"
        if interval >= 0, !decimal.contains("e"), let dot = decimal.firstIndex(of: ".") {
            var fraction = decimal[decimal.index(after: dot)...]
            while fraction.hasSuffix("0") { fraction.removeLast() }
            return civil(Int(decimal[..<dot])!) + (fraction.isEmpty ? "" : "." + fraction) + "Z"
        }
        // Before the epoch or very far from it: milliseconds are all a database date keeps anyway.
        let milliseconds = Int((interval * 1000).rounded())
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
        var fraction = String(String(1000 + milliseconds - seconds * 1000).dropFirst())
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return civil(seconds) + (fraction.isEmpty ? "" : "." + fraction) + "Z"
    }

    /// True for instants from 1970-01-01 to the end of 9999 (to the millisecond), the dates the app writes.
    static func isStorable(_ date: Date) -> Bool {
        // Earlier dates would go through a calendar that turns Julian before 1582 and shift them by days.
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        return milliseconds >= 0 && milliseconds < endOfYear9999 * 1000
    }

    /// 10000-01-01T00:00:00Z in seconds since the epoch: the first instant a date column cannot hold.
    private static let endOfYear9999: Double = 253_402_300_800

    /// `date` rounded to the millisecond: what a date column holds, without the noise of reading it back.
    static func columnDate(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000).rounded() / 1000)
    }

    /// The instant a bundle date names (`Z` or a `±hh:mm` offset), or nil when it is not an ISO 8601 date-time.
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[start..<start + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        func byte(_ index: Int, is expected: Character) -> Bool {
            index < bytes.count && bytes[index] == expected.asciiValue
        }
        guard let year = number(0, 4), byte(4, is: "-"), let month = number(5, 2), byte(7, is: "-"),
            let day = number(8, 2), byte(10, is: "T") || byte(10, is: "t"), let hour = number(11, 2),
            byte(13, is: ":"), let minute = number(14, 2), byte(16, is: ":"), let second = number(17, 2),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day), hour < 24, minute < 60,
            second < 60
        else { return nil }
        var index = 19
        var fraction = ""
        if byte(index, is: ".") {
            index += 1
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            guard index > start, index - start <= 18 else { return nil }
            fraction = String(decoding: bytes[start..<index], as: UTF8.self)
        }
        var offset = 0
        if byte(index, is: "Z") || byte(index, is: "z") {
            index += 1
        } else if byte(index, is: "+") || byte(index, is: "-"), let hours = number(index + 1, 2),
            byte(index + 3, is: ":"), let minutes = number(index + 4, 2), hours < 24, minutes < 60
        {
            offset = (hours * 3600 + minutes * 60) * (byte(index, is: "-") ? -1 : 1)
            index += 6
        } else {
            return nil
        }
        guard index == bytes.count else { return nil }
        let seconds =
            CivilDate.daysSinceEpoch(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
            - offset
        if fraction.isEmpty { return Date(timeIntervalSince1970: Double(seconds)) }
        if seconds >= 0, let value = Double("\(seconds).\(fraction)") { return Date(timeIntervalSince1970: value) }
        guard let part = Double("0." + fraction) else { return nil }
        return Date(timeIntervalSince1970: Double(seconds) + part)
    }

    /// The instant a date column holds (GRDB's `yyyy-MM-dd HH:mm:ss.SSS`, UTC), read without a calendar.
    static func parseColumn(_ text: String) -> Date? {
        var utf8 = Array(text.utf8)
        guard utf8.count >= 19, utf8[10] == UInt8(ascii: " ") else { return nil }
        utf8[10] = UInt8(ascii: "T")
        return parse(String(decoding: utf8, as: UTF8.self) + "Z")
    }

    /// The text a date column holds for `date` (GRDB's `yyyy-MM-dd HH:mm:ss.SSS`, UTC), made without ICU.
    static func columnText(_ date: Date) -> String {
        let interval = date.timeIntervalSince1970
        // 1970 to 9999 are written here; GRDB's formatter takes the rest (Julian before 1582, its own rounding
        // of negative milliseconds).
        guard interval.isFinite, isStorable(date) else {
            return String.fromDatabaseValue(date.databaseValue) ?? ""
        }
        let milliseconds = Int((interval * 1000).rounded())
        let seconds = milliseconds / 1000
        var text = Array(civil(seconds).utf8)
        text[10] = UInt8(ascii: " ")
        return String(decoding: text, as: UTF8.self) + "."
            + String(String(1000 + milliseconds - seconds * 1000).dropFirst())
    }

    /// `yyyy-MM-ddTHH:mm:ss` of whole seconds since the epoch (Howard Hinnant's civil-from-days).
    private static func civil(_ seconds: Int) -> String {
        let days = CivilDate.days(ofSeconds: seconds)
        let secondOfDay = seconds - days * 86_400
        let date = CivilDate(daysSinceEpoch: days)
        let (year, month, day) = (date.year, date.month, date.day)
        func padded(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T\(padded(secondOfDay / 3600, 2)):"
            + "\(padded(secondOfDay % 3600 / 60, 2)):\(padded(secondOfDay % 60, 2))"
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
