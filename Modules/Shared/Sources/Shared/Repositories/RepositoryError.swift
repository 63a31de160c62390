import Foundation

/// Why stored data could not be read or written; never a reason to overwrite the user's file.
/// 存储读写失败的原因；绝不因此覆盖用户的文件。
public enum RepositoryError: Error, Hashable, Sendable {
    /// The file exists but is not an SQLite database (or its header is damaged).
    case notADatabase(path: String)
    /// An SQLite database of another application.
    case foreignDatabase(path: String)
    /// The path is a directory, a FIFO or a device, not a regular file.
    case notAFile(path: String, kind: FileKind)
    /// SQLite reports the file as damaged.
    case corrupt(path: String, detail: String)
    /// The file or its folder cannot be read or written (permissions, I/O).
    case unreadable(path: String, detail: String)
    /// The file was written by a newer Interfit whose migrations this build does not know.
    case newerSchema(path: String)
    /// Another process holds the database longer than we may wait.
    case busy(path: String)
    /// The disk is full.
    case diskFull(path: String)
    /// The folder for the file could not be created.
    case cannotCreateDirectory(path: String, detail: String)
    /// The path cannot be reached: a folder that cannot be entered, a name too long, a file where a folder belongs.
    case unreachable(path: String, detail: String)
    /// There is no database at the path yet (nothing has been saved), where a command needs one.
    case notCreated(path: String)
    /// The folder a new file would go in does not exist (it is created only for the default location).
    case folderMissing(path: String)
    /// Any other failure while reading or writing.
    case storage(detail: String)

    /// `error` itself when it is a `RepositoryError`, else `.storage` describing it (closures lose typed throws).
    public init(wrapping error: any Error) {
        self = error as? RepositoryError ?? .storage(detail: String(describing: error))
    }

    /// What kind of non-regular file a path names.
    /// 路径所指的非普通文件类型。
    public enum FileKind: String, Sendable {
        case directory, fifo, device, socket, other

        /// The kind a `stat` mode describes; nil for a regular file.
        public init?(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: return nil
            case S_IFDIR: self = .directory
            case S_IFIFO: self = .fifo
            case S_IFCHR, S_IFBLK: self = .device
            case S_IFSOCK: self = .socket
            default: self = .other
            }
        }
    }
}
