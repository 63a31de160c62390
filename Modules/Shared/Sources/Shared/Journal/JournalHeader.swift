import Foundation

/// The first record of a session journal: which session, for which database, running what.
/// 会话日志的第一条记录：哪个会话、属于哪个数据库、运行的是什么。
public struct JournalHeader: Hashable, Codable, Sendable {
    /// The session's id (also the journal's name).
    public let sessionId: UUID
    /// The database the session belongs to (absolute path); recovery only considers its own database's journals.
    public let database: String
    public let startedAt: Date
    public let snapshot: PlanSnapshot
    /// The cues the session ran with, so a continued workout sounds the same; nil in journals of older builds.
    public let cueSettings: CueSettings?

    public init(
        sessionId: UUID, database: String, startedAt: Date, snapshot: PlanSnapshot, cueSettings: CueSettings? = nil
    ) {
        self.sessionId = sessionId
        self.database = database
        self.startedAt = startedAt
        self.snapshot = snapshot
        self.cueSettings = cueSettings
    }
}
