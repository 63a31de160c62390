/// A journal left by a session that never reached the database (crashed, killed, or the database unwritable).
/// 未能进入数据库的会话留下的日志（崩溃、被杀死，或数据库无法写入）。
public struct PendingJournal: Hashable, Sendable {
    /// Where the journal file is, for messages.
    public let path: String
    public let header: JournalHeader
    public let events: [SessionEvent]
    public let overrides: [SessionOverride]
    /// The last position written (nil when the session crashed before the first one).
    public let position: SessionPosition?
    /// The finished session, when the workout ended but the database write failed.
    public let finished: Session?

    public init(
        path: String, header: JournalHeader, events: [SessionEvent], overrides: [SessionOverride],
        position: SessionPosition?, finished: Session?
    ) {
        self.path = path
        self.header = header
        self.events = events
        self.overrides = overrides
        self.position = position
        self.finished = finished
    }
}
