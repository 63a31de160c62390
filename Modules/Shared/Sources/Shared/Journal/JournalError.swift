/// Why a session journal could not be created, continued or removed; the workout runs regardless.
/// 会话日志无法创建、续写或删除的原因；训练照常进行。
public enum JournalError: Error, Hashable, Sendable {
    /// The journal folder is not safe to use, so nothing was written there.
    case unsafeFolder(path: String, reason: UnsafeReason)
    /// The disk has no room for the journal's preallocated space.
    case diskFull(path: String)
    /// Another Interfit process has the journal open (its workout is still running).
    case inUse(path: String)
    /// The journal's header cannot be read (`pending` moves such files aside).
    case unreadable(path: String)
    /// The system refused an operation; `code` is its `errno` value.
    case failed(path: String, code: Int32)
    /// The journal grew to its size limit; later records were dropped.
    case full(path: String)

    /// What makes a journal folder unsafe.
    /// 日志文件夹不安全的原因。
    public enum UnsafeReason: String, Hashable, Sendable {
        /// The folder path is a symbolic link (never followed).
        case symbolicLink
        /// The path exists but is not a folder.
        case notAFolder
        /// The folder belongs to another user.
        case notOwned
        /// Group or other users may write into the folder.
        case writableByOthers
    }
}
