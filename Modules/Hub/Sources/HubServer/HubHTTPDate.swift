import Foundation
import Shared
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `Date` header of answers written before Hummingbird (IMF-fixdate), made once a second.
/// 在 Hummingbird 之前写出的答复所用的 `Date` 头（IMF-fixdate 格式），每秒生成一次。
final class HubHTTPDate: Sendable {
    private let clock: any WallClock
    private let kept = Mutex<(second: Int, text: String)>((-1, ""))

    init(clock: any WallClock) {
        self.clock = clock
    }

    /// The current second as `Sun, 06 Nov 1994 08:49:37 GMT`.
    var now: String {
        let second = Int(clock.now().timeIntervalSince1970.rounded(.down))
        return kept.withLock { kept in
            if kept.second != second { kept = (second, Self.format(second)) }
            return kept.text
        }
    }

    /// `seconds` since 1970 in IMF-fixdate (RFC 9110 § 5.6.7).
    static func format(_ seconds: Int) -> String {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return
            "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }
}
