/// Monotonic time for the timer: readings are offsets from an arbitrary origin and never go back.
/// 计时用的单调时钟：读数是相对任意原点的偏移，且从不倒退。
public protocol MonotonicClock: Sendable {
    /// Time since the clock's origin.
    func now() -> Duration
    /// Suspends until `deadline` (an offset from the origin) has passed, or throws on cancellation.
    func sleep(until deadline: Duration) async throws
}

/// The system's monotonic clock (`ContinuousClock`); created only by the composition root.
/// 系统的单调时钟（`ContinuousClock`）；只由组合根创建。
public struct SystemMonotonicClock: MonotonicClock {
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant

    public init() {
        origin = clock.now
    }

    public func now() -> Duration { origin.duration(to: clock.now) }

    public func sleep(until deadline: Duration) async throws {
        try await clock.sleep(until: origin.advanced(by: deadline), tolerance: .zero)
    }
}
