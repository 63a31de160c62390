import Foundation

/// The whole database as one JSON bundle, streamed both ways so that 100,000 sessions fit in little memory.
/// 整个数据库作为一个 JSON 包，双向流式处理，十万条会话也只占很少内存。
public protocol BackupRepository: Sendable {
    /// Writes the bundle in chunks to `write`; rows that cannot be read are left out and reported.
    func export(exportedAt: Date, to write: (Data) throws -> Void) throws -> BackupReport
    /// Reads a bundle in chunks from `read` (nil at the end) and applies it in ONE transaction, all or nothing.
    func importBundle(mode: BackupImportMode, from read: () throws -> Data?) throws(BackupError) -> BackupReport
}
