import Foundation
import Shared

/// Why a recovery action failed; the journal stays pending.
/// 恢复操作失败的原因；日志保持待处理。
public enum TrainRecoveryError: Error, Hashable, Sendable {
    /// The database cannot be written now (busy, damaged, full): the journal stays for later.
    case databaseUnavailable
    /// The history already holds a session with the journal's id: it is never replaced, and the journal is kept.
    case alreadySaved(sessionId: UUID)
    /// Saving failed.
    case storage(RepositoryError)
    /// The journal could not be removed or reopened.
    case journal(JournalError)
}
