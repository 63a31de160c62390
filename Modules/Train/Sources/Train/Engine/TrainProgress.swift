import Shared

/// Everything a screen shows about a running session, derived from the engine at one instant.
/// 屏幕上关于进行中会话的一切，在某一时刻由引擎推导得出。
public struct TrainProgress: Hashable, Sendable {
    public let state: TrainState
    public let segment: Segment
    /// The segment's length including rest extensions.
    public let segmentLength: Duration
    public let segmentElapsed: Duration
    /// 1-based set within the round, and sets per round.
    public let setNumber: Int
    public let setsPerRound: Int
    /// 1-based round, and the number of rounds.
    public let roundNumber: Int
    public let rounds: Int
    public let completedSets: Int
    public let totalSets: Int
    /// Active (unpaused) time so far.
    public let activeElapsed: Duration
    /// The plan's planned running time in seconds.
    public let plannedTotalSeconds: Int
    /// Expected active time of the whole workout as it now stands (rest extensions in, skipped time out).
    public let expectedTotal: Duration
    /// The segment that comes next, if any.
    public let next: Segment?

    /// Time left in the segment, never negative.
    public var segmentRemaining: Duration { max(.zero, segmentLength - segmentElapsed) }

    /// Whole seconds left as a person reads a countdown (4.2 s left shows 5).
    public var remainingWholeSeconds: Int {
        let nanos = segmentRemaining.wholeNanoseconds
        return Int((nanos + 999_999_999) / 1_000_000_000)
    }

    /// Progress through the whole workout as it now stands, 0…1; the Total bar and label agree with it.
    public var totalFraction: Double {
        if state == .completed { return 1 }
        return expectedTotal > .zero ? min(1, activeElapsed.inSeconds / expectedTotal.inSeconds) : 0
    }

    /// Progress through the current segment, 0…1.
    public var segmentFraction: Double {
        segmentLength > .zero ? min(1, segmentElapsed.inSeconds / segmentLength.inSeconds) : 1
    }
}
