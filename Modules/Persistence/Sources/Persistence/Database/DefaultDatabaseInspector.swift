import Foundation
import GRDB
import Shared

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
        do {
            let database = try AppDatabase.openReadOnly(path: path, mapped: true)
            health.schema = try database.schemaVersion()
            health.integrity = try database.read { db in
                try String.fetchAll(db, sql: full ? "PRAGMA integrity_check" : "PRAGMA quick_check")
            }
            health.isFullCheck = full
            (health.plans, health.sessions) = try database.read { db in
                func count(_ table: String) throws -> Int {
                    try db.tableExists(table) ? Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 : 0
                }
                return (try count("plan"), try count("session"))
            }
        } catch {
            health.problem = error
        }
        return health
    }
}
