/// Where a running session stands, journalled at least once per second so a crash loses at most a second.
/// 运行中会话的位置，至少每秒写入日志一次，崩溃时最多丢失一秒。
public struct SessionPosition: Hashable, Codable, Sendable {
    /// Seconds since the session started on the monotonic clock, pauses included.
    public var t: Double
    /// Seconds trained (pauses excluded), and seconds paused.
    public var activeSeconds: Double
    public var pausedSeconds: Double
    /// The current segment, the active time at which it began, and its length with rest extensions.
    public var segmentIndex: Int
    public var segmentStartSeconds: Double
    public var segmentLengthSeconds: Double
    /// Work segments (by index) that ran to their end.
    public var completedWork: [Int]
    /// True when the session was paused at this instant.
    public var isPaused: Bool

    public init(
        t: Double, activeSeconds: Double, pausedSeconds: Double, segmentIndex: Int, segmentStartSeconds: Double,
        segmentLengthSeconds: Double, completedWork: [Int], isPaused: Bool
    ) {
        self.t = t
        self.activeSeconds = activeSeconds
        self.pausedSeconds = pausedSeconds
        self.segmentIndex = segmentIndex
        self.segmentStartSeconds = segmentStartSeconds
        self.segmentLengthSeconds = segmentLengthSeconds
        self.completedWork = completedWork
        self.isPaused = isPaused
    }
}
