import Shared
import Synchronization

/// A database opened for writing on first use, so that commands and workouts touch the file only when they
/// actually save something; a failed open is tried again on the next use.
/// 首次使用时才打开写入的数据库：命令与训练只在真正保存时才触及文件；打开失败时下次使用会重试。
final class DeferredDatabase: Sendable {
    private let path: String
    private let patience: AppDatabase.Patience
    private let opened = Mutex<AppDatabase?>(nil)

    init(path: String, patience: AppDatabase.Patience) {
        self.path = path
        self.patience = patience
    }

    /// The open database.
    func get() throws(RepositoryError) -> AppDatabase {
        if let database = opened.withLock({ $0 }) { return database }
        let database = try AppDatabase.open(path: path, patience: patience)
        opened.withLock { $0 = database }
        return database
    }
}
