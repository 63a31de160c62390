import Shared
import Synchronization

/// A database opened for writing on first use, so the file is touched only on a save; a failed open is retried.
/// 首次使用时才打开写入的数据库，只在保存时才触及文件；打开失败会在下次使用时重试。
final class DeferredDatabase: Sendable {
    private let path: String
    private let patience: AppDatabase.Patience
    private let creatingFolder: Bool
    private let opened = Mutex<AppDatabase?>(nil)

    init(path: String, patience: AppDatabase.Patience, creatingFolder: Bool) {
        self.path = path
        self.patience = patience
        self.creatingFolder = creatingFolder
    }

    deinit {
        // Nothing else keeps the database a use opened: its connection closes here (the last one to close removes the
        // WAL, checkpointed at each durable write).
        opened.withLock { $0 }?.closeAndKeep()
    }

    /// The database, if a use has opened it.
    var openedDatabase: AppDatabase? { opened.withLock { $0 } }

    /// The open database.
    func get() throws(RepositoryError) -> AppDatabase {
        if let database = opened.withLock({ $0 }) { return database }
        let database = try AppDatabase.openForWriting(path: path, patience: patience, creatingFolder: creatingFolder)
        opened.withLock { $0 = database }
        return database
    }
}
