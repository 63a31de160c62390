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
            let database = try AppDatabase.openExisting(path: path, mapped: true)
            health.schema = try database.schemaVersion()
            // The counts walk an index on a second connection while the check walks the file on the first.
            // `full` also decodes every plan and session row (seconds at 100,000 sessions; the fast check reads none).
            let results = Mutex<
                (integrity: [String]?, counts: (Int, Int)?, unreadable: [String], problem: RepositoryError?)
            >((nil, nil, [], nil))
            DispatchQueue.concurrentPerform(iterations: 2) { part in
                do throws(RepositoryError) {
                    if part == 0 {
                        let integrity = try database.read { db in
                            try String.fetchAll(db, sql: full ? "PRAGMA integrity_check" : "PRAGMA quick_check")
                        }
                        results.withLock { $0.integrity = integrity }
                    } else {
                        let second = try AppDatabase.openExisting(path: path, mapped: false)
                        let counts = try Self.counts(second)
                        let unreadable = full ? try Self.unreadableRows(second) : []
                        results.withLock { ($0.counts, $0.unreadable) = (counts, unreadable) }
                    }
                } catch {
                    results.withLock { $0.problem = $0.problem ?? error }
                }
            }
            let (integrity, counts, unreadable, problem) = results.withLock { $0 }
            if let integrity { (health.integrity, health.isFullCheck) = (integrity, full) }
            health.unreadableRows = unreadable
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

    /// Every plan, version, session and setting row that does not decode, as `table id` (the rows readers skip).
    private static func unreadableRows(_ database: AppDatabase) throws(RepositoryError) -> [String] {
        try database.read { db in
            var found: [String] = []
            /// Walks `table` row by row, keeping nothing but the keys of rows `decodes` refuses.
            func scan(
                _ table: UnreadableRow.Table, _ name: String, key: String = "id", _ decodes: (Row) -> Bool
            )
                throws
            {
                guard try db.tableExists(name) else { return }
                let rows = try Row.fetchCursor(db, sql: "SELECT * FROM \(name) ORDER BY rowid")
                while let row = try rows.next() {
                    if !decodes(row) { found.append(table.rawValue + " " + StoredValue.key(row, key)) }
                }
            }
            try scan(.plan, PlanRecord.databaseTableName) { (try? PlanRecord(row: $0).toDomain()) != nil }
            try scan(.planVersion, PlanVersionRecord.databaseTableName) {
                (try? PlanVersionRecord(row: $0).toDomain()) != nil
            }
            try scan(.session, SessionRecord.databaseTableName) { (try? SessionRecord(row: $0).toDomain()) != nil }
            try scan(.setting, SettingRecord.databaseTableName, key: "key") { row in
                do { _ = try SettingRecord(row: row).toDomain() } catch { return false }
                return true
            }
            return found
        }
    }
}
