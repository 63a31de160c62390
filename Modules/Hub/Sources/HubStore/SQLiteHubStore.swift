import Foundation
import GRDB
import HubAPI
import HubRules

/// The embedded store: one SQLite file in WAL mode, every commit synced before the caller is answered.
/// 嵌入式存储：一个 WAL 模式的 SQLite 文件，每次提交在答复调用方之前同步到磁盘。
public final class SQLiteHubStore: HubStore {
    // synchronous=FULL: a WAL commit is fsynced before `write` returns, so a 2xx survives kill -9 and power loss.
    // NORMAL would survive kill -9 only (the WAL is synced at checkpoints); writes here are few and small, and
    // the hub promises that nothing acknowledged is lost, so FULL's one fsync per write is worth it.

    let pool: DatabasePool
    /// The file's path, for messages and backups.
    public let path: String

    /// Opens (creating if needed) the hub database at `path`; call `migrate()` before use.
    public init(path: String) throws(HubStoreError) {
        self.path = path
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.maximumReaderCount = 4
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        do {
            let directory = (path as NSString).deletingLastPathComponent
            if !directory.isEmpty {
                try FileManager.default.createDirectory(
                    atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw .unavailable("cannot open \(path): \(error)")
        }
    }

    /// Closes every connection; later calls fail.
    public func close() throws(HubStoreError) {
        do { try pool.close() } catch { throw .unavailable("closing \(path): \(error)") }
    }

    public func migrate() async throws(HubStoreError) {
        try await write { db in
            let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
            let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table'") ?? 0
            if applicationID != SQLiteHubSchema.applicationID && tables > 0 {
                throw HubStoreError.notAHubDatabase("\(self.path) is an SQLite file of another program")
            }
            if try SQLiteHubSchema.migrator.hasBeenSuperseded(db) {
                throw HubStoreError.notAHubDatabase("\(self.path) was written by a newer interfit-hub")
            }
        }
        do {
            try SQLiteHubSchema.migrator.migrate(pool)
        } catch {
            throw .unavailable("migrating \(path): \(error)")
        }
    }

    public func checkHealth() async throws(HubStoreError) {
        try await read { db in _ = try Int.fetchOne(db, sql: "SELECT 1") }
    }

    /// Copies the whole database into a new file at `destination` with SQLite's online backup.
    public func backup(to destination: String) async throws(HubStoreError) {
        guard !FileManager.default.fileExists(atPath: destination) else {
            throw .invalid(field: "FILE", message: "\(destination) exists; name a new file")
        }
        do {
            let target = try DatabaseQueue(path: destination)
            try pool.backup(to: target)
            try target.close()
        } catch {
            try? FileManager.default.removeItem(atPath: destination)
            throw .unavailable("backing up to \(destination): \(error)")
        }
    }

    /// Replaces this database's content with a hub backup at `source`; refuses a file that is not a hub's.
    public func restore(from source: String) async throws(HubStoreError) {
        guard FileManager.default.fileExists(atPath: source) else {
            throw .invalid(field: "FILE", message: "\(source) does not exist")
        }
        let backup: DatabaseQueue
        do {
            var configuration = Configuration()
            configuration.readonly = true
            backup = try DatabaseQueue(path: source, configuration: configuration)
        } catch {
            throw .notAHubDatabase("\(source) is not an SQLite database")
        }
        defer { try? backup.close() }
        do {
            try await backup.read { db in
                let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                guard applicationID == SQLiteHubSchema.applicationID else {
                    throw HubStoreError.notAHubDatabase("\(source) is not an interfit-hub database")
                }
                guard try !SQLiteHubSchema.migrator.hasBeenSuperseded(db) else {
                    throw HubStoreError.notAHubDatabase("\(source) was written by a newer interfit-hub")
                }
            }
            try backup.backup(to: pool)
        } catch let error as HubStoreError {
            throw error
        } catch {
            throw .notAHubDatabase("\(source) cannot be read as an SQLite database: \(error)")
        }
        try await migrate()
    }

    public func dataVersion() async throws(HubStoreError) -> HubDataVersion {
        let generation = try await read { db in
            try Int64.fetchOne(db, sql: "SELECT value FROM hub_meta WHERE key = 'listing_generation'") ?? 0
        }
        return HubDataVersion(String(generation))
    }

    /// Marks every listing as changed, inside the write that changed it.
    static func touchListings(_ db: Database) throws {
        try db.execute(sql: "UPDATE hub_meta SET value = value + 1 WHERE key = 'listing_generation'")
    }

    /// Runs `body` in a read transaction, mapping failures to `HubStoreError`.
    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(HubStoreError) -> T {
        do {
            return try await pool.read(body)
        } catch let error as HubStoreError {
            throw error
        } catch {
            throw .unavailable("\(error)")
        }
    }

    /// Runs `body` in one write transaction (rolled back when it throws), committed and synced on return.
    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(HubStoreError) -> T {
        do {
            return try await pool.write(body)
        } catch let error as HubStoreError {
            throw error
        } catch {
            throw .unavailable("\(error)")
        }
    }
}
