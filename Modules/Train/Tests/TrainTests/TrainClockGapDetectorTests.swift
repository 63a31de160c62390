import SharedTesting
import Testing

@testable import Train

/// Gaps measured on a manual clock: more than 2 s past the expected wake-up while running, reported once.
@Suite struct TrainClockGapDetectorTests {
    private let clock = ManualMonotonicClock()

    @Test func aJumpOfMoreThanTwoSecondsPausesWhereItBegan() {
        var detector = TrainClockGapDetector()
        detector.expectWake(at: .seconds(5))
        clock.advance(by: .seconds(7))
        #expect(detector.check(at: clock.now(), isRunning: true) == nil, "exactly 2 s late is not a gap")
        clock.advance(by: .milliseconds(1))
        #expect(detector.check(at: clock.now(), isRunning: false) == nil, "paused: no gap")
        #expect(
            detector.check(at: clock.now(), isRunning: true)
                == TrainClockGapDetector.Gap(start: .seconds(5), end: .milliseconds(7001), resumesAtEnd: false))
        clock.advance(by: .seconds(30))
        #expect(detector.check(at: clock.now(), isRunning: true) == nil, "reported once")
    }

    @Test func withoutControlTheGapIsExcludedByResumingAtItsEnd() {
        var detector = TrainClockGapDetector()
        detector.controlLost()
        #expect(!detector.controlAvailable)
        detector.expectWake(at: .seconds(3))
        clock.advance(by: .seconds(33))
        #expect(
            detector.check(at: clock.now(), isRunning: true)
                == TrainClockGapDetector.Gap(start: .seconds(3), end: .seconds(33), resumesAtEnd: true))
    }

    @Test func noDeadlineMeansNoGap() {
        var detector = TrainClockGapDetector()
        detector.expectWake(at: nil)
        clock.advance(by: .seconds(600))
        #expect(detector.check(at: clock.now(), isRunning: true) == nil)
    }
}
