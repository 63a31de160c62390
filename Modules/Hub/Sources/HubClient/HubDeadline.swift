import Shared

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// An instant on the monotonic clock, and the milliseconds left until it for `poll`.
/// 单调时钟上的一个时刻，以及到达它之前剩余的毫秒数（供 `poll` 使用）。
struct HubDeadline: Sendable {
    /// Nanoseconds of CLOCK_MONOTONIC.
    let nanoseconds: UInt64

    /// `duration` from now.
    static func after(_ duration: Duration) -> HubDeadline {
        let (deadline, past) = now().addingReportingOverflow(UInt64(max(0, duration.wholeNanoseconds)))
        return HubDeadline(nanoseconds: past ? .max : deadline)
    }

    /// The earlier of two deadlines.
    static func earliest(_ first: HubDeadline, _ second: HubDeadline) -> HubDeadline {
        first.nanoseconds <= second.nanoseconds ? first : second
    }

    /// Milliseconds left (rounded up), 0 once passed.
    var remainingMilliseconds: Int32 {
        let current = Self.now()
        guard nanoseconds > current else { return 0 }
        return Int32(min(UInt64(Int32.max), (nanoseconds - current + 999_999) / 1_000_000))
    }

    var hasPassed: Bool { Self.now() >= nanoseconds }

    private static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}
