/// A running session's write-ahead journal outside the database: the session's truth until the database has it.
/// 运行中会话在数据库之外的预写日志：在数据库保存之前，它就是会话的真实记录。
public protocol SessionJournal: AnyObject, Sendable {
    /// Appends an event to the file (the page cache survives `kill -9`); `sync()` makes it durable.
    func record(_ event: SessionEvent)
    /// Appends a change the user made to the session's course.
    func record(_ change: SessionOverride)
    /// Replaces the journalled position (called at least once per second while running); `sync()` makes it durable.
    func update(_ position: SessionPosition)
    /// Makes everything written so far durable (the first sync also the file's name); at segment changes, pauses, resumes.
    func sync()
    /// Stores the finished session, unsynced (`sync` when the database does not take it); pending until `commit`.
    func finish(_ session: Session)
    /// The database has the session, durably: the journal is removed.
    func commit()
    /// Why the journal could not be written, if it could not (the workout goes on regardless).
    var problem: JournalError? { get }
    /// The open file, for a fatal-signal handler to sync before the process dies; -1 when there is none.
    var syncDescriptor: Int32 { get }
}
