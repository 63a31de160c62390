/// A reusable alarm of a `MonotonicClock`: its action runs on the main actor once the deadline it is set to passes.
/// `MonotonicClock` 的可复用闹钟：到达所设截止时刻后，在主 actor 上运行其动作。
@MainActor
public protocol ClockAlarm: AnyObject {
    /// Rings once `deadline` (an offset from the clock's origin) has passed, instead of any deadline set before.
    func set(at deadline: Duration)
    /// Rings no more until set again; an action already due but not yet run does not run.
    func clear()
}
