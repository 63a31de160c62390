import Foundation
import Shared

/// The hub's wire form of an instant: RFC 3339 in UTC to the second, e.g. `2026-11-25T05:18:16Z`.
/// 社区中心线路上的时间格式：UTC 的 RFC 3339，精确到秒，例如 `2026-11-25T05:18:16Z`。
public enum HubTimestamp {
    /// The text of `date`, truncated to whole seconds.
    public static func text(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = CivilDate.days(ofSeconds: seconds)
        let civil = CivilDate(daysSinceEpoch: days)
        let inDay = seconds - days * 86_400
        return pad(civil.year, 4) + "-" + pad(civil.month, 2) + "-" + pad(civil.day, 2) + "T" + pad(inDay / 3600, 2)
            + ":" + pad(inDay % 3600 / 60, 2) + ":" + pad(inDay % 60, 2) + "Z"
    }

    /// The instant of `text` (`YYYY-MM-DDTHH:MM:SSZ` only), or nil.
    public static func date(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54, bytes[13] == 0x3A,
            bytes[16] == 0x3A, bytes[19] == 0x5A
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
        else { return nil }
        let days = CivilDate.daysSinceEpoch(year: year, month: month, day: day)
        let civil = CivilDate(daysSinceEpoch: days)
        guard civil.month == month, civil.day == day else { return nil }  // no 30 February
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3600 + minute * 60 + second))
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
