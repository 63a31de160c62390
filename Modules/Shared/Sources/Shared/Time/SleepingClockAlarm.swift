/// A `ClockAlarm` made of a task that sleeps on its clock: the default, for any clock (a test's manual one too).
/// 由在时钟上睡眠的任务构成的 `ClockAlarm`：任何时钟（包括测试用的手动时钟）的默认实现。
@MainActor
final class SleepingClockAlarm: ClockAlarm {
    private let clock: any MonotonicClock
    private let action: @MainActor () -> Void
    private var sleeper: Task<Void, Never>?

    init(clock: any MonotonicClock, action: @escaping @MainActor () -> Void) {
        self.clock = clock
        self.action = action
    }

    func set(at deadline: Duration) {
        sleeper?.cancel()
        let clock = self.clock
        sleeper = Task { [weak self] in
            // Checked on the main actor, where `clear` and `set` cancel: a replaced sleeper never rings.
            do { try await clock.sleep(until: deadline) } catch { return }
            guard !Task.isCancelled, let self else { return }
            sleeper = nil
            action()
        }
    }

    func clear() {
        sleeper?.cancel()
        sleeper = nil
    }

    isolated deinit {
        sleeper?.cancel()
    }
}
