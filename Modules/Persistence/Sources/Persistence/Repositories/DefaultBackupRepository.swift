import Foundation
import GRDB
import Shared

/// `BackupRepository` on the app database: streams rows out in chunks, and elements in within one transaction.
/// 基于应用数据库的 `BackupRepository`：分块流式导出各行，并在一个事务中流式导入各元素。
public struct DefaultBackupRepository: BackupRepository {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Errors of `write` are rethrown as they are; database failures become `RepositoryError`.
    public func export(exportedAt: Date, to write: (Data) throws -> Void) throws -> BackupReport {
        do {
            return try database.writer.read { db in try BackupExporter.export(db, exportedAt: exportedAt, to: write) }
        } catch let error as BackupExporter.OutputError {
            throw error.underlying
        } catch {
            throw RepositoryError(error, path: database.path)
        }
    }

    /// A failure of `read` becomes `.storage(.unreadable(path: "-", detail:))`.
    public func importBundle(mode: BackupImportMode, from read: () throws -> Data?) throws(BackupError) -> BackupReport
    {
        do {
            return try withoutActuallyEscaping(read) { read in
                var reader = JSONChunkReader(next: read)
                return try database.writeDurably { db in try BackupImporter.run(db, mode: mode, reader: &reader) }
            }
        } catch let problem as BundleProblem {
            throw problem.backupError
        } catch let error as BackupError {
            throw error
        } catch let error as JSONChunkReader.InputError {
            throw .storage(.unreadable(path: "-", detail: AppDatabase.reason(error.underlying)))
        } catch {
            throw .storage(RepositoryError(error, path: database.path))
        }
    }
}
