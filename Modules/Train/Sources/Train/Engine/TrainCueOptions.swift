/// Which optional cues the engine schedules.
/// 引擎安排哪些可选提示。
public struct TrainCueOptions: Hashable, Sendable {
    public var countdown: Bool
    public var halfway: Bool

    public init(countdown: Bool = true, halfway: Bool = true) {
        self.countdown = countdown
        self.halfway = halfway
    }
}
