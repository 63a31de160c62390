/// Monotonic time for the timer: readings are offsets from an arbitrary origin and never go back.
/// 计时用的单调时钟：读数是相对任意原点的偏移，且从不倒退。
public protocol MonotonicClock: Sendable {
    /// Time since the clock's origin.
    func now() -> Duration
    /// Suspends until `deadline` (an offset from the origin) has passed, or throws on cancellation.
    func sleep(until deadline: Duration) async throws
    /// An alarm that runs `action` on the main actor once the deadline it is set to has passed.
    @MainActor func makeAlarm(_ action: @escaping @MainActor () -> Void) -> any ClockAlarm
}

extension MonotonicClock {
    /// By default a task that sleeps until the deadline (`SleepingClockAlarm`).
    @MainActor public func makeAlarm(_ action: @escaping @MainActor () -> Void) -> any ClockAlarm {
        SleepingClockAlarm(clock: self, action: action)
    }
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

    /// A timer repeating each second, on `MainThreadLoop` where it runs (else on the main queue): no task, no hop.
    @MainActor public func makeAlarm(_ action: @escaping @MainActor () -> Void) -> any ClockAlarm {
        CadenceClockAlarm(clock: self, action: action) { fired in
            let timer: any CadenceTimer = MainLoopCadenceTimer(fired: fired) ?? DispatchCadenceTimer(fired: fired)
            return timer
        }
    }
}
