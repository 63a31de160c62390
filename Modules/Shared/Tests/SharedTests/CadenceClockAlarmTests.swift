import SharedTesting
import Testing

@testable import Shared

/// `CadenceClockAlarm` over a recording timer and a manual clock: started only off the cadence, never early.
/// 用记录型定时器和手动时钟检验 `CadenceClockAlarm`：只在偏离节奏时启动，从不提前。
@MainActor
@Suite struct CadenceClockAlarmTests {
    /// A `CadenceTimer` that records each start's wait and its stops, and fires when the test says.
    /// 记录每次启动的等待时长与停止次数、由测试决定何时触发的 `CadenceTimer`。
    @MainActor final class RecordingTimer: CadenceTimer {
        var waits: [Duration] = []
        var stops = 0
        var fire: (Int) -> Void = { _ in }

        func start(after wait: Duration) { waits.append(wait) }
        func stop() { stops += 1 }
    }

    /// The alarm under test, for its own action to reach it (set once, right after it is made, before it can ring).
    /// 被测闹钟的引用，供其自身的动作使用（创建后立即设置一次，早于任何一次响铃）。
    @MainActor final class MadeAlarm {
        var alarm: (any ClockAlarm)?
    }

    private let clock = ManualMonotonicClock()
    private let timer = RecordingTimer()

    /// An alarm whose action calls `then(ringCount, alarm)`.
    private func alarm(then: @escaping (_ rings: Int, _ alarm: any ClockAlarm) -> Void) -> any ClockAlarm {
        var rings = 0
        let made = MadeAlarm()
        let alarm = CadenceClockAlarm(
            clock: clock,
            action: {
                rings += 1
                if let alarm = made.alarm { then(rings, alarm) }
            }
        ) { [timer] fired in
            timer.fire = fired
            return timer
        }
        made.alarm = alarm
        return alarm
    }

    @Test func setASecondLaterItIsNotStartedAgainAndOffTheCadenceItIs() {
        var rang: [Duration] = []
        let alarm = alarm { rings, alarm in
            rang.append(clock.now())
            alarm.set(at: rings == 1 ? .seconds(2) : .milliseconds(2_500))
        }
        alarm.set(at: .seconds(1))
        clock.advance(by: .seconds(1))
        timer.fire(1)
        #expect(timer.waits == [.seconds(1)])
        clock.advance(by: .seconds(1))
        timer.fire(1)
        #expect(rang == [.seconds(1), .seconds(2)])
        #expect(timer.waits == [.seconds(1), .milliseconds(500)])
    }

    /// An alarm set at 1 s that counts its rings, once the clock moved `elapsed` and the timer fired.
    private func firedOnce(after elapsed: Duration) -> (alarm: any ClockAlarm, rings: () -> Int) {
        var rings = 0
        let alarm = alarm { count, _ in rings = count }
        alarm.set(at: .seconds(1))
        clock.advance(by: elapsed)
        timer.fire(1)
        return (alarm, { rings })
    }

    @Test func anEarlyFiringRingsNotAndWaitsTheRestAgain() {
        let (_, rings) = firedOnce(after: .milliseconds(900))
        #expect(rings() == 0)
        #expect(timer.waits == [.seconds(1), .milliseconds(100)])
    }

    @Test func missedPeriodsKeepItOnTheCadence() {
        let alarm = alarm { _, alarm in alarm.set(at: .seconds(4)) }
        alarm.set(at: .seconds(1))
        clock.advance(by: .milliseconds(3_200))
        timer.fire(3)  // it fired for 1 s, 2 s and 3 s at once: next at 4 s, already on its way
        #expect(timer.waits == [.seconds(1)])
        #expect(timer.stops == 0)
    }

    @Test func notSetAgainOrClearedItStopsAndAStaleFiringRingsNot() {
        let (alarm, rings) = firedOnce(after: .seconds(1))
        #expect(rings() == 1 && timer.stops == 1)
        timer.fire(1)
        #expect(rings() == 1)
        alarm.set(at: .seconds(3))
        alarm.clear()
        clock.advance(by: .seconds(5))
        timer.fire(1)
        #expect(rings() == 1)
    }

    @Test func aPastDeadlineStartsAtOnceAndAFarOneNever() {
        let alarm = alarm { _, _ in }
        clock.advance(by: .seconds(5))
        alarm.set(at: .seconds(2))
        #expect(timer.waits == [.zero])
        alarm.set(at: .seconds(Int64.max / 2))
        #expect(timer.waits == [.zero] && timer.stops == 1)
    }
}
