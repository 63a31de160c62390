import Foundation

/// One week of training, for `stats`: sessions, active time, completed and ended early. No judgement.
/// 一周的训练情况，供 `stats` 使用：次数、有效时长、完成与提前结束的数量。不做评判。
public struct WeekStats: Hashable, Sendable {
    /// Monday 00:00 of the week, in the time zone the query used.
    public let weekStart: Date
    public let sessions: Int
    public let activeSeconds: Double
    public let completed: Int
    public let ended: Int
    /// Active seconds of the completed sessions.
    public let completedSeconds: Double
    /// Active seconds of the sessions ended early.
    public let endedSeconds: Double

    public init(
        weekStart: Date, sessions: Int, activeSeconds: Double, completed: Int, ended: Int,
        completedSeconds: Double = 0, endedSeconds: Double = 0
    ) {
        self.weekStart = weekStart
        self.sessions = sessions
        self.activeSeconds = activeSeconds
        self.completed = completed
        self.ended = ended
        self.completedSeconds = completedSeconds
        self.endedSeconds = endedSeconds
    }
}
