import Shared

/// Why a recovery action failed; the journal stays pending.
/// 恢复操作失败的原因；日志保持待处理。
public enum TrainRecoveryError: Error, Hashable, Sendable {
    /// The database cannot be written now (busy, damaged, full): the journal stays for later.
    case databaseUnavailable
    /// Saving failed.
    case storage(RepositoryError)
    /// The journal could not be removed or reopened.
    case journal(JournalError)
}
