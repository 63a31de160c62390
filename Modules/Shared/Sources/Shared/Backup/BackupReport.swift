/// What an export or import did: rows written, rows already there (skipped), and rows that could not be read.
/// 导出或导入的结果：写入的行、已存在而跳过的行，以及无法读取的行。
public struct BackupReport: Hashable, Sendable {
    public var written: BackupCounts
    public var skipped: BackupCounts
    /// Export of a damaged database: the rows it could not read (the rest was exported).
    public var unreadable: [UnreadableRow]

    public init(written: BackupCounts = .zero, skipped: BackupCounts = .zero, unreadable: [UnreadableRow] = []) {
        self.written = written
        self.skipped = skipped
        self.unreadable = unreadable
    }
}
