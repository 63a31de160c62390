import Dispatch

/// `SystemMonotonicClock`'s alarm: one strict Dispatch timer on the main queue, scheduled again for each deadline.
/// `SystemMonotonicClock` 的闹钟：主队列上的一个严格 Dispatch 定时器，每个截止时刻重新设定。
@MainActor
final class DispatchClockAlarm: ClockAlarm {
    private let clock: SystemMonotonicClock
    private let action: @MainActor () -> Void
    /// Dispatch sources are thread-safe, though not marked Sendable.
    nonisolated(unsafe) private let timer = DispatchSource.makeTimerSource(flags: .strict, queue: .main)
    /// The deadline it rings at; nil when cleared (a firing then is stale and ignored).
    private var deadline: Duration?

    init(clock: SystemMonotonicClock, action: @escaping @MainActor () -> Void) {
        self.clock = clock
        self.action = action
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.ring() }
        }
        timer.activate()
    }

    func set(at deadline: Duration) {
        self.deadline = deadline
        schedule(deadline)
    }

    func clear() {
        deadline = nil
        timer.schedule(deadline: .distantFuture, leeway: .nanoseconds(0))
    }

    isolated deinit {
        timer.cancel()
    }

    private func ring() {
        guard let deadline else { return }
        // Dispatch counts on its own clock: should it ever fire before ours reaches the deadline, it waits again.
        guard clock.now() >= deadline else { return schedule(deadline) }
        self.deadline = nil
        action()
    }

    /// Schedules the timer `deadline - now` from now on Dispatch's clock, so it never ends before ours.
    private func schedule(_ deadline: Duration) {
        let (seconds, attoseconds) = (deadline - clock.now()).components
        let wait: DispatchTimeInterval =
            seconds < 0
            ? .nanoseconds(0)
            : seconds >= Int64(Int.max / 1_000_000_000) - 1
                ? .never : .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
        timer.schedule(deadline: .now() + wait, leeway: .nanoseconds(0))
    }
}
