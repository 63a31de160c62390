import Testing

@testable import Shared

/// The system clock's alarm on the main queue: never before its deadline, never after it is cancelled.
@MainActor
@Suite struct SystemMonotonicClockTests {
    private let clock = SystemMonotonicClock()

    /// Sets an alarm `delays[i]` from now for each i and waits for all; returns (i, when it ran), in running order.
    private func ring(after delays: [Duration]) async -> [(index: Int, at: Duration)] {
        let start = clock.now()
        var rang: [(index: Int, at: Duration)] = []
        var alarms: [ClockAlarm] = []
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            for (index, delay) in delays.enumerated() {
                alarms.append(
                    clock.alarm(at: start + delay) { [clock] in
                        rang.append((index, clock.now() - start))
                        if rang.count == delays.count { done.resume() }
                    })
            }
        }
        return rang
    }

    @Test func anAlarmRunsOnTheMainActorNeverBeforeItsDeadlineAndInOrder() async {
        let rang = await ring(after: [.milliseconds(30), .milliseconds(5), .zero, .milliseconds(-50)])
        // The two already due run first, then the one at 5 ms, then the one at 30 ms.
        #expect(rang.map(\.index) == [2, 3, 1, 0] || rang.map(\.index) == [3, 2, 1, 0], "\(rang)")
        #expect(rang.count == 4 && rang[2].at >= .milliseconds(5) && rang[3].at >= .milliseconds(30), "\(rang)")
    }

    @Test func aCancelledAlarmNeverRuns() async {
        var cancelledRan = false
        let cancelled = clock.alarm(at: clock.now() + .milliseconds(10)) { cancelledRan = true }
        cancelled.cancel()
        // A later alarm that runs proves the cancelled one's deadline has passed.
        _ = await ring(after: [.milliseconds(40)])
        #expect(!cancelledRan)
    }
}
