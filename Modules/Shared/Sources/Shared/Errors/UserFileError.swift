/// Why a file the user named could not be read or written, and which file.
/// 用户指定的文件无法读写的原因，以及是哪个文件。
public struct UserFileError: Error, Hashable, Sendable {
    /// What was being done with the file.
    /// 当时对文件所做的操作。
    public enum Operation: Hashable, Sendable {
        case reading, writing
    }

    /// What went wrong.
    /// 出了什么问题。
    public enum Reason: Hashable, Sendable {
        /// The file exists and replacing it was not asked for.
        case exists
        /// More bytes than the limit for this kind of file.
        case tooLarge(limit: Int)
        /// The system refused; the errno value.
        case system(Int32)
        /// The path names a directory, pipe, device or socket, which is never read as a file nor replaced.
        case notAFile(RepositoryError.FileKind)
    }

    /// The file as the user gave it (`-` for a standard stream).
    public let path: String
    public let operation: Operation
    public let reason: Reason

    public init(path: String, operation: Operation, reason: Reason) {
        self.path = path
        self.operation = operation
        self.reason = reason
    }
}
