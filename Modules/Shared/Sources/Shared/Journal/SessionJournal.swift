/// A running session's write-ahead journal outside the database: the session's truth until the database has it.
/// 运行中会话在数据库之外的预写日志：在数据库保存之前，它就是会话的真实记录。
public protocol SessionJournal: AnyObject, Sendable {
    /// Appends an event; segment changes, pauses, resumes and the end are synced to disk at once.
    func record(_ event: SessionEvent)
    /// Appends a change the user made to the session's course.
    func record(_ change: SessionOverride)
    /// Replaces the journalled position and syncs it (called at least once per second while running).
    func update(_ position: SessionPosition)
    /// Stores the finished session and syncs it; until `commit`, the journal stays pending.
    func finish(_ session: Session)
    /// The database has the session: the journal is removed.
    func commit()
    /// Why the journal could not be written, if it could not (the workout goes on regardless).
    var problem: JournalError? { get }
    /// The open file, for a fatal-signal handler to sync before the process dies; -1 when there is none.
    var syncDescriptor: Int32 { get }
}
