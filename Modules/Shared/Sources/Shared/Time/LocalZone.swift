import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The user's time zone: offsets from UTC to show dates, and a calendar `TimeZone` made only when one is needed.
/// 用户所在时区：用于显示日期的 UTC 偏移；只有需要日历计算时才构建 `TimeZone`。
public struct LocalZone: Sendable {
    private let offset: @Sendable (Date) -> Int
    private let makeTimeZone: @Sendable () -> TimeZone

    /// The process's zone: offsets from the C library (`TZ`, else `/etc/localtime`), calendars from Foundation.
    public static let system = LocalZone(offset: cLibraryOffset(for:), timeZone: { .current })

    /// The zone `timeZone` is (tests pin one).
    public init(_ timeZone: TimeZone) {
        self.init(offset: { timeZone.secondsFromGMT(for: $0) }, timeZone: { timeZone })
    }

    /// A zone whose offsets `offset` gives and whose calendar zone `timeZone` makes, each when asked.
    public init(offset: @escaping @Sendable (Date) -> Int, timeZone: @escaping @Sendable () -> TimeZone) {
        self.offset = offset
        makeTimeZone = timeZone
    }

    /// Seconds local time is ahead of UTC at `date`.
    public func secondsFromGMT(for date: Date) -> Int { offset(date) }

    /// The zone for calendar arithmetic (Foundation's own costs a third of a millisecond to make).
    public var timeZone: TimeZone { makeTimeZone() }

    /// `localtime_r`'s offset at `date`, without ICU's set-up; 0 for instants the C library cannot place.
    private static func cLibraryOffset(for date: Date) -> Int {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite, abs(seconds) < 1e14 else { return 0 }
        var time = time_t(seconds)
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return 0 }
        return Int(parts.tm_gmtoff)
    }
}
