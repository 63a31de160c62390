import Shared

/// A bundle that could not be imported, with the file as the user named it (`-` for standard input).
/// 无法导入的备份包，以及用户给出的文件名（`-` 表示标准输入）。
public struct BackupFileError: Error, Hashable, Sendable {
    public let reason: BackupError
    public let file: String

    public init(_ reason: BackupError, file: String) {
        self.reason = reason
        self.file = file
    }
}
