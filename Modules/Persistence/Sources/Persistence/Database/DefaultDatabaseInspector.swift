import Foundation
import GRDB
import Shared
import Synchronization

/// `DatabaseInspecting` for the doctor: reads the file read-only, never creating, migrating or writing it.
/// 供诊断使用的 `DatabaseInspecting`：以只读方式读取文件，绝不创建、迁移或写入它。
public struct DefaultDatabaseInspector: DatabaseInspecting {
    private let path: String

    public init(path: String) {
        self.path = path
    }

    public func inspect(full: Bool) -> DatabaseHealth {
        var health = DatabaseHealth(path: path, exists: FileManager.default.fileExists(atPath: path))
        guard health.exists else { return health }
        health.sizeBytes = ["", "-wal"].reduce(Int64(0)) { total, suffix in
            let size = (try? FileManager.default.attributesOfItem(atPath: path + suffix)[.size] as? Int64) ?? 0
            return total + size
        }
        do throws(RepositoryError) {
            let database = try AppDatabase.openReadOnly(path: path, mapped: true)
            health.schema = try database.schemaVersion()
            // The counts walk an index on a second connection while the check walks the file on the first.
            let results = Mutex<(integrity: [String]?, counts: (Int, Int)?, problem: RepositoryError?)>((nil, nil, nil))
            DispatchQueue.concurrentPerform(iterations: 2) { part in
                do throws(RepositoryError) {
                    if part == 0 {
                        let integrity = try database.read { db in
                            try String.fetchAll(db, sql: full ? "PRAGMA integrity_check" : "PRAGMA quick_check")
                        }
                        results.withLock { $0.integrity = integrity }
                    } else {
                        let counts = try Self.counts(try AppDatabase.openReadOnly(path: path))
                        results.withLock { $0.counts = counts }
                    }
                } catch {
                    results.withLock { $0.problem = $0.problem ?? error }
                }
            }
            let (integrity, counts, problem) = results.withLock { $0 }
            if let integrity { (health.integrity, health.isFullCheck) = (integrity, full) }
            if let counts { (health.plans, health.sessions) = counts }
            if let problem { throw problem }
        } catch {
            health.problem = error
        }
        return health
    }

    /// Plans and sessions kept.
    private static func counts(_ database: AppDatabase) throws(RepositoryError) -> (plans: Int, sessions: Int) {
        try database.read { db in
            func count(_ table: String) throws -> Int {
                try db.tableExists(table) ? Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 : 0
            }
            return (try count("plan"), try count("session"))
        }
    }
}
