import Shared
import SharedTesting
import Testing

@testable import Train

/// The run loop on a manual clock: it wakes at each deadline, never in between, and early only when woken.
@MainActor
@Suite struct TrainRunLoopTests {
    /// A schedule of absolute deadlines, and what the loop did with it.
    /// 一份绝对截止时刻的日程，以及运行循环对它做了什么。
    @MainActor
    final class Schedule {
        var deadlines: [Duration?]
        var asked = 0
        var stepped: [Duration] = []
        init(_ deadlines: [Duration?]) { self.deadlines = deadlines }
    }

    private let clock = ManualMonotonicClock()

    /// Runs `schedule` on a loop until its deadlines are used up.
    private func start(_ loop: TrainRunLoop, _ schedule: Schedule) -> Task<Void, Never> {
        let clock = self.clock
        return Task {
            await loop.run(
                isDone: { schedule.deadlines.isEmpty },
                deadline: {
                    schedule.asked += 1
                    return schedule.deadlines.first ?? nil
                },
                step: {
                    schedule.stepped.append(clock.now())
                    schedule.deadlines.removeFirst()
                })
        }
    }

    private func yieldALot() async {
        for _ in 0..<50 { await Task.yield() }
    }

    @Test func itWakesExactlyAtEachDeadlineAndNeverPolls() async {
        let schedule = Schedule([.seconds(1), .milliseconds(2500), .seconds(4)])
        let loop = TrainRunLoop(clock: clock)
        let task = start(loop, schedule)
        for _ in 0..<50 {
            await yieldALot()
            clock.advance(by: .milliseconds(100))
        }
        await task.value
        #expect(schedule.stepped == [.seconds(1), .milliseconds(2500), .seconds(4)])
        #expect(schedule.asked == 3, "one question per wake-up over 50 clock moves: no polling")
    }

    @Test func aLateWakeUpDoesNotShiftTheNextDeadline() async {
        let schedule = Schedule([.seconds(1), .milliseconds(2500)])
        let loop = TrainRunLoop(clock: clock)
        let task = start(loop, schedule)
        await yieldALot()
        clock.advance(by: .milliseconds(1700))  // the process ran late
        await yieldALot()
        clock.advance(by: .milliseconds(800))
        await task.value
        #expect(schedule.stepped == [.milliseconds(1700), .milliseconds(2500)])
    }

    @Test func withoutADeadlineItWaitsForInputWithoutATimer() async {
        let schedule = Schedule([nil, .seconds(30)])
        let loop = TrainRunLoop(clock: clock)
        let task = start(loop, schedule)
        await yieldALot()
        clock.advance(by: .seconds(10))
        await yieldALot()
        #expect(schedule.stepped.isEmpty && clock.sleeperCount == 0, "paused: no sleeper at all")
        loop.wake()
        await yieldALot()
        #expect(schedule.stepped == [.seconds(10)])
        loop.wake()  // input while sleeping toward 30 s
        await task.value
        #expect(schedule.stepped == [.seconds(10), .seconds(10)])
    }

    @Test func aCancelledSleepNeverWakesALaterWait() async {
        let schedule = Schedule([.seconds(5), nil, .seconds(60)])
        let loop = TrainRunLoop(clock: clock)
        let task = start(loop, schedule)
        await yieldALot()
        loop.wake()  // input before the 5 s deadline: that sleep is cancelled
        await yieldALot()
        clock.advance(by: .seconds(6))  // the cancelled sleep's deadline passes while the loop waits for input
        await yieldALot()
        #expect(schedule.stepped == [.zero], "the stale sleeper did not end the wait for input")
        loop.wake()
        await yieldALot()
        clock.advance(by: .seconds(60))
        await task.value
        #expect(schedule.stepped == [.zero, .seconds(6), .seconds(66)])
    }
}
