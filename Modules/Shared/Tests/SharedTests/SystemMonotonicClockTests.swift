import Testing

@testable import Shared

/// The system clock's alarm, a timer on the main queue: never before its deadline, never once cleared or moved.
@MainActor
@Suite struct SystemMonotonicClockTests {
    private let clock = SystemMonotonicClock()

    /// Sets up an alarm with `body` and records each ring's reading from the start, until `count` rings or 10 s.
    private func rings(
        _ count: Int, _ body: (_ alarm: any ClockAlarm, _ start: Duration) -> Void,
        rang: @escaping (_ number: Int, _ alarm: any ClockAlarm, _ start: Duration) -> Void = { _, _, _ in }
    ) async -> [Duration] {
        let start = clock.now()
        var readings: [Duration] = []
        var alarm: (any ClockAlarm)?
        var finished = false
        var deadline: SleepingClockAlarm?
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let finish: @MainActor () -> Void = {
                guard !finished else { return }
                finished = true
                done.resume()
            }
            let made = clock.makeAlarm { [clock] in
                guard !finished else { return }
                readings.append(clock.now() - start)
                if readings.count == count { return finish() }
                if let alarm { rang(readings.count, alarm, start) }
            }
            alarm = made
            body(made, start)
            // A deadline, not a hang: an alarm that never rings ends the wait (on a sleeping task) with fewer readings.
            deadline = SleepingClockAlarm(clock: clock, action: finish)
            deadline?.set(at: start + .seconds(10))
        }
        deadline?.clear()
        return readings
    }

    @Test func itRingsOnceNeverBeforeTheDeadlineAndCanBeSetAgain() async {
        let readings = await rings(2) { alarm, start in
            alarm.set(at: start + .milliseconds(20))
        } rang: { _, alarm, start in
            alarm.set(at: start + .milliseconds(40))
        }
        #expect(readings.count == 2, "\(readings)")
        #expect(readings.first ?? .zero >= .milliseconds(20) && readings.last ?? .zero >= .milliseconds(40))
    }

    @Test func aPastDeadlineRingsAtOnce() async {
        let readings = await rings(1) { alarm, start in alarm.set(at: start - .seconds(5)) }
        #expect(readings.count == 1 && readings[0] < .seconds(1))
    }

    @Test func clearedOrMovedItRingsOnlyAtTheLastDeadline() async {
        let readings = await rings(1) { alarm, start in
            alarm.set(at: start + .milliseconds(5))
            alarm.clear()
            alarm.set(at: start + .milliseconds(10))
            alarm.set(at: start + .milliseconds(50))
        }
        // The 5 ms and 10 ms deadlines passed without a ring: the one at 50 ms is the first.
        #expect(readings.count == 1 && readings[0] >= .milliseconds(50), "\(readings)")
    }

    @Test func setASecondLaterItRingsOnTheCadenceAndSetOffItItRingsAtTheNewDeadline() async {
        // 20 ms, then a second later (the repeating timer's own next firing), then 300 ms after that (off the cadence).
        let readings = await rings(3) { alarm, start in
            alarm.set(at: start + .milliseconds(20))
        } rang: { number, alarm, start in
            alarm.set(at: start + .milliseconds(number == 1 ? 1_020 : 1_320))
        }
        #expect(readings.count == 3, "\(readings)")
        #expect(readings[0] >= .milliseconds(20) && readings[1] >= .milliseconds(1_020), "\(readings)")
        #expect(readings[2] >= .milliseconds(1_320) && readings[2] < .milliseconds(2_000), "\(readings)")
    }
}
