import Foundation

/// One history row: what a listing shows of a session, without its event log.
/// 历史列表中的一行：会话的展示信息，不含事件日志。
public struct SessionSummary: Identifiable, Hashable, Sendable {
    public let id: UUID
    public let planId: UUID?
    public let planName: String
    public let templateId: String?
    public let status: SessionStatus
    public let startedAt: Date
    public let endedAt: Date?
    public let activeSeconds: Double
    public let pausedSeconds: Double
    public let completedSets: Int
    public let totalSets: Int
    public let tags: Set<SessionTag>
    /// How many changes the user made to the course (rest extensions, skips, …).
    public let adjustments: Int
    /// The plan's summary, e.g. `8×(20/10) = 3:50`.
    public let summary: String

    public init(
        id: UUID, planId: UUID?, planName: String, templateId: String?, status: SessionStatus, startedAt: Date,
        endedAt: Date?, activeSeconds: Double, pausedSeconds: Double, completedSets: Int, totalSets: Int,
        tags: Set<SessionTag>, adjustments: Int, summary: String
    ) {
        self.id = id
        self.planId = planId
        self.planName = planName
        self.templateId = templateId
        self.status = status
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.activeSeconds = activeSeconds
        self.pausedSeconds = pausedSeconds
        self.completedSets = completedSets
        self.totalSets = totalSets
        self.tags = tags
        self.adjustments = adjustments
        self.summary = summary
    }

    /// The summary of a full session.
    public init(_ session: Session) {
        self.init(
            id: session.id, planId: session.snapshot.planId, planName: session.snapshot.name,
            templateId: session.snapshot.templateId, status: session.status, startedAt: session.startedAt,
            endedAt: session.endedAt, activeSeconds: session.activeSeconds, pausedSeconds: session.pausedSeconds,
            completedSets: session.completedSets, totalSets: session.totalSets, tags: session.tags,
            adjustments: session.overrides.count, summary: session.snapshot.content.summary)
    }
}
