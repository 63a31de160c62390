/// `SystemMonotonicClock`'s alarm: a timer repeating each second, set again only for a deadline off that cadence.
/// `SystemMonotonicClock` 的闹钟：每秒重复的定时器，只有截止时刻偏离该节奏时才重新设定。
@MainActor
final class CadenceClockAlarm: ClockAlarm {
    /// A workout's deadlines are a second apart: the timer repeats at that cadence and is set again only off it.
    static let cadence = Duration.seconds(1)

    private let clock: any MonotonicClock
    private let action: @MainActor () -> Void
    private var timer: (any CadenceTimer)?
    /// The deadline it rings at; nil when cleared (a firing then is stale and ignored).
    private var deadline: Duration?
    /// When the repeating timer fires next, on our clock; nil while it is stopped.
    private var cadenceNext: Duration?

    init(
        clock: any MonotonicClock, action: @escaping @MainActor () -> Void,
        makeTimer: (_ fired: @escaping @MainActor (_ periods: Int) -> Void) -> any CadenceTimer
    ) {
        self.clock = clock
        self.action = action
        timer = makeTimer { [weak self] periods in self?.ring(periods: periods) }
    }

    func set(at deadline: Duration) {
        self.deadline = deadline
        // On the cadence the timer already fires then: starting it again would cost a system call or a thread wake.
        if deadline != cadenceNext { start(at: deadline) }
    }

    func clear() {
        deadline = nil
        stop()
    }

    private func ring(periods: Int) {
        // A repeating timer fires again a cadence (or as many as it missed) after the time it fired for.
        if let fired = cadenceNext { cadenceNext = fired + Self.cadence * max(1, periods) }
        guard let deadline else { return stop() }
        // The timer counts on its own clock: should it ever fire before ours reaches the deadline, it waits again.
        guard clock.now() >= deadline else { return start(at: deadline) }
        self.deadline = nil
        action()
        if self.deadline == nil, cadenceNext != nil { stop() }
    }

    private func stop() {
        cadenceNext = nil
        timer?.stop()
    }

    /// Starts the cadence at `deadline`, `deadline - now` from now on the timer's clock, so it never ends before ours.
    private func start(at deadline: Duration) {
        let now = clock.now()
        guard deadline - now < .seconds(Int64(Int32.max)) else { return stop() }
        cadenceNext = max(deadline, now)
        timer?.start(after: max(.zero, deadline - now))
    }
}
