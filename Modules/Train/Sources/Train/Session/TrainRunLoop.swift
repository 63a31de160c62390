import Shared

/// Sleeps on the monotonic clock until the next deadline, or until input wakes it, then lets the session step.
/// 在单调时钟上睡到下一个截止时刻（或被输入唤醒），然后让会话前进一步。
@MainActor
final class TrainRunLoop {
    /// What `run` was given: when to stop, when to step next, and the step.
    private typealias Schedule = (isDone: () -> Bool, deadline: () -> Duration?, step: () -> Void)

    private let clock: any MonotonicClock
    /// One alarm for the whole run, set again at each deadline: the step runs in its action, where the clock woke.
    private var alarm: (any ClockAlarm)?
    /// The deadline the alarm is set to (nil: cleared or rung), so that a flood of wakes sets it once.
    private var alarmDeadline: Duration?
    private var schedule: Schedule?
    private var finished: CheckedContinuation<Void, Never>?

    init(clock: any MonotonicClock) {
        self.clock = clock
    }

    /// Until `isDone`: waits for `deadline()` (nil: only for `wake()`), then calls `step`; no polling, no drift.
    func run(
        isDone: @escaping () -> Bool, deadline: @escaping () -> Duration?, step: @escaping () -> Void
    ) async {
        // Each deadline is absolute, so a late wake-up never shifts the next one.
        guard !isDone() else { return }
        // Resumed, a continuation's task first runs on the global pool, then hops back to the main actor: at the end of
        // every workout that started two pool threads. Preferring the main queue keeps the whole wait on this thread.
        await withTaskExecutorPreference(MainQueueExecutor()) {
            await withCheckedContinuation { continuation in
                finished = continuation
                schedule = (isDone, deadline, step)
                arm()
            }
        }
    }

    /// Ends the current wait early (input arrived or the schedule changed): the step comes on the next turn.
    func wake() {
        guard schedule != nil else { return }
        let now = clock.now()
        if let alarmDeadline, alarmDeadline <= now { return }
        setAlarm(at: now)
    }

    /// Sets the alarm at the next deadline (clears it while there is none), or ends the run.
    private func arm() {
        guard let schedule else { return }
        guard !schedule.isDone() else {
            self.schedule = nil
            alarm?.clear()
            alarm = nil
            alarmDeadline = nil
            finished?.resume()
            finished = nil
            return
        }
        if let deadline = schedule.deadline() {
            setAlarm(at: deadline)
        } else {
            alarm?.clear()
            alarmDeadline = nil
        }
    }

    private func ring() {
        alarmDeadline = nil
        guard let schedule else { return }
        schedule.step()
        arm()
    }

    private func setAlarm(at deadline: Duration) {
        let alarm = self.alarm ?? clock.makeAlarm { [weak self] in self?.ring() }
        self.alarm = alarm
        alarmDeadline = deadline
        alarm.set(at: deadline)
    }
}
