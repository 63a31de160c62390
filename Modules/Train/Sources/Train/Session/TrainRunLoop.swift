import Shared

/// Sleeps on the monotonic clock until the next deadline, or until input wakes it, then lets the session step.
/// 在单调时钟上睡到下一个截止时刻（或被输入唤醒），然后让会话前进一步。
@MainActor
final class TrainRunLoop {
    private let clock: any MonotonicClock
    private var waiter: CheckedContinuation<Void, Never>?
    private var alarm: ClockAlarm?

    init(clock: any MonotonicClock) {
        self.clock = clock
    }

    /// Until `isDone`: waits for `deadline()` (nil: only for `wake()`), then calls `step`; no polling, no drift.
    func run(isDone: () -> Bool, deadline: () -> Duration?, step: () -> Void) async {
        // Each deadline is absolute, so a late wake-up never shifts the next one.
        while !isDone() {
            await wait(until: deadline())
            step()
        }
    }

    /// Ends the current wait early (input arrived or the schedule changed).
    func wake() {
        alarm?.cancel()
        alarm = nil
        let continuation = waiter
        waiter = nil
        continuation?.resume()
    }

    private func wait(until deadline: Duration?) async {
        await withCheckedContinuation { continuation in
            waiter = continuation
            guard let deadline else { return }
            // A cancelled alarm never runs, so it never wakes a later wait.
            alarm = clock.alarm(at: deadline) { [weak self] in self?.wake() }
        }
    }
}
