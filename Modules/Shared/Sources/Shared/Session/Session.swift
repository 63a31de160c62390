import Foundation

/// One workout as kept in the history.
/// 历史中保存的一次训练。
public struct Session: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public let snapshot: PlanSnapshot
    public var status: SessionStatus
    public let startedAt: Date
    public var endedAt: Date?
    /// Time spent training (pauses excluded), in seconds with millisecond precision.
    public var activeSeconds: Double
    public var pausedSeconds: Double
    public var completedSets: Int
    public let totalSets: Int
    public var events: [SessionEvent]
    public var overrides: [SessionOverride]
    public var tags: Set<SessionTag>

    public init(
        id: UUID, snapshot: PlanSnapshot, status: SessionStatus, startedAt: Date, endedAt: Date?,
        activeSeconds: Double, pausedSeconds: Double, completedSets: Int, totalSets: Int, events: [SessionEvent],
        overrides: [SessionOverride], tags: Set<SessionTag>
    ) {
        self.id = id
        self.snapshot = snapshot
        self.status = status
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.activeSeconds = activeSeconds
        self.pausedSeconds = pausedSeconds
        self.completedSets = completedSets
        self.totalSets = totalSets
        self.events = events
        self.overrides = overrides
        self.tags = tags
    }
}
