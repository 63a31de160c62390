/// Notices that the monotonic clock jumped while running (suspend, SIGSTOP) and says how to account for the gap.
/// 发现运行中单调时钟的跳跃（挂起、SIGSTOP），并决定如何计入这段空白。
struct TrainClockGapDetector {
    /// A jump longer than this past the expected wake-up is a gap.
    static let threshold: Duration = .seconds(2)

    /// A gap of the clock, and whether to resume at its end.
    /// 时钟的一段空白，以及是否在其结束时继续。
    struct Gap: Hashable {
        /// When the run loop meant to wake: the session pauses here.
        let start: Duration
        let end: Duration
        /// True when nobody can resume: the session resumes at `end`, so the gap is not active time.
        let resumesAtEnd: Bool
    }

    /// False once nobody can resume a pause (no terminal, standard input closed).
    private(set) var controlAvailable = true
    /// When the run loop meant to wake; nil while it waits without a deadline (paused).
    private var expectedWake: Duration?

    /// The run loop is about to sleep until `deadline`.
    mutating func expectWake(at deadline: Duration?) {
        expectedWake = deadline
    }

    mutating func controlLost() {
        controlAvailable = false
    }

    /// The gap that ends at `now`, reported once; nil when there is none or the session is not running.
    mutating func check(at now: Duration, isRunning: Bool) -> Gap? {
        guard isRunning, let expected = expectedWake, now - expected > Self.threshold else { return nil }
        expectedWake = nil
        return Gap(start: expected, end: now, resumesAtEnd: !controlAvailable)
    }
}
