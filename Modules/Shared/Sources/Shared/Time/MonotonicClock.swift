import Dispatch

/// Monotonic time for the timer: readings are offsets from an arbitrary origin and never go back.
/// 计时用的单调时钟：读数是相对任意原点的偏移，且从不倒退。
public protocol MonotonicClock: Sendable {
    /// Time since the clock's origin.
    func now() -> Duration
    /// Suspends until `deadline` (an offset from the origin) has passed, or throws on cancellation.
    nonisolated(nonsending) func sleep(until deadline: Duration) async throws
    /// Runs `action` on the main actor once `deadline` has passed, unless the returned alarm is cancelled first.
    @MainActor func alarm(at deadline: Duration, _ action: @escaping @MainActor () -> Void) -> ClockAlarm
}

extension MonotonicClock {
    /// A task that sleeps until `deadline`, then runs `action` unless cancelled meanwhile.
    @MainActor public func alarm(at deadline: Duration, _ action: @escaping @MainActor () -> Void) -> ClockAlarm {
        let sleeper = Task { @MainActor in
            // A cancelled alarm never runs, even on a clock that ignores cancellation.
            do { try await sleep(until: deadline) } catch { return }
            guard !Task.isCancelled else { return }
            action()
        }
        return ClockAlarm { sleeper.cancel() }
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

    public nonisolated(nonsending) func sleep(until deadline: Duration) async throws {
        try await clock.sleep(until: origin.advanced(by: deadline), tolerance: .zero)
    }

    /// A timer on the main queue (the main actor's): it fires where the action runs, with no hop through the global
    /// pool and no task; a workout's loop wakes this way every second.
    @MainActor public func alarm(at deadline: Duration, _ action: @escaping @MainActor () -> Void) -> ClockAlarm {
        // Dispatch sources are thread-safe (`cancel` may come from any thread), though not marked Sendable.
        nonisolated(unsafe) let timer = DispatchSource.makeTimerSource(flags: .strict, queue: .main)
        // Dispatch counts on its own monotonic clock: the wait is measured on ours from now, so it never ends early.
        timer.schedule(deadline: .now() + Self.dispatchInterval(deadline - now()), leeway: .nanoseconds(0))
        timer.setEventHandler {
            timer.cancel()
            MainActor.assumeIsolated { action() }
        }
        timer.activate()
        return ClockAlarm { timer.cancel() }
    }

    /// `interval` as Dispatch's interval, clamped to what it can hold (zero when already past).
    private static func dispatchInterval(_ interval: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = interval.components
        guard seconds >= 0 else { return .nanoseconds(0) }
        guard seconds < Int64(Int.max / 1_000_000_000) - 1 else { return .never }
        return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }
}

/// A pending `MonotonicClock.alarm`; `cancel` (on the main actor) guarantees its action will not run.
/// 待触发的 `MonotonicClock.alarm`；在主 actor 上调用 `cancel` 可保证其动作不再执行。
public struct ClockAlarm: Sendable {
    private let stop: @Sendable () -> Void

    public init(cancel: @escaping @Sendable () -> Void) {
        stop = cancel
    }

    /// Stops the alarm; its action does not run afterwards.
    public func cancel() { stop() }
}
