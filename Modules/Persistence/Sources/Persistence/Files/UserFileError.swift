import Shared

/// Why a file the user named could not be read or written.
/// 用户指定的文件无法读写的原因。
public enum UserFileError: Error, Hashable, Sendable {
    /// The file exists and replacing it was not asked for.
    case exists
    /// More bytes than the limit for this kind of file.
    case tooLarge
    /// The system refused; the errno value.
    case system(Int32)
    /// The path names a directory, pipe, device or socket, which is never read as a file nor replaced.
    case notAFile(RepositoryError.FileKind)
}
