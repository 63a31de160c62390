import Testing

@testable import Shared

/// `Duration.wholeNanoseconds`: exact within `Int64`, cut toward zero, clamped (never a trap) outside it.
@Suite struct DurationNanosecondsTests {
    @Test func exactWithinRangeAndCutTowardZero() {
        #expect(Duration.seconds(3).wholeNanoseconds == 3_000_000_000)
        #expect((Duration.milliseconds(1_500) + .nanoseconds(7)).wholeNanoseconds == 1_500_000_007)
        #expect(Duration(secondsComponent: 0, attosecondsComponent: 999_999_999).wholeNanoseconds == 0)
        #expect(Duration.nanoseconds(-250).wholeNanoseconds == -250)
        #expect(Duration.zero.wholeNanoseconds == 0)
    }

    @Test func clampedOutsideInt64() {
        #expect(Duration.seconds(Int64.max).wholeNanoseconds == .max)
        #expect(Duration.seconds(Int64.min).wholeNanoseconds == .min)
        #expect(Duration.seconds(9_223_372_036).wholeNanoseconds == 9_223_372_036_000_000_000)
        #expect((Duration.seconds(9_223_372_036) + .milliseconds(900)).wholeNanoseconds == .max)
    }
}
