import Foundation

/// The folder of session journals: starts new ones and finds those left pending for one database.
/// 会话日志所在的文件夹：创建新日志，并查找某个数据库遗留的待处理日志。
public protocol SessionJournalStore: Sendable {
    /// Creates the journal of a session about to start (durable from its first `sync()`); throws if it cannot.
    func begin(_ header: JournalHeader) throws(JournalError) -> any SessionJournal
    /// The pending journals of `database` (oldest first), and the unreadable ones, which are moved aside.
    func pending(for database: String) -> (journals: [PendingJournal], damaged: [DamagedJournal])
    /// Removes a journal whose session is now in the database, or that the user discarded.
    func remove(_ journal: PendingJournal) throws(JournalError)
    /// Reopens a pending journal to write on, for a recovered workout that continues.
    func resume(_ journal: PendingJournal) throws(JournalError) -> any SessionJournal
}
