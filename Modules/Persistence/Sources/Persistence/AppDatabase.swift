import Foundation
import GRDB

/// Owns the database writer and the migrator; every repository goes through it.
public final class AppDatabase: Sendable {
    let writer: any DatabaseWriter
    /// The file path, or nil for an in-memory database.
    public let path: String?

    private init(writer: any DatabaseWriter, path: String?) {
        self.writer = writer
        self.path = path
    }

    /// Opens (creating if needed) the database file at `path`, in WAL mode with a busy timeout, migrated to
    /// the current schema. A file that is not a readable SQLite database is reported and left untouched.
    public static func open(path: String) throws(PersistenceError) -> AppDatabase {
        let fileManager = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !fileManager.fileExists(atPath: folder) {
            do {
                try fileManager.createDirectory(
                    atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw .cannotCreateDirectory(path: folder, detail: error.localizedDescription)
            }
        }
        if fileManager.fileExists(atPath: path) {
            try checkHeader(path: path)
        } else if !fileManager.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) {
            throw .unreadable(path: path, detail: "cannot create the file")
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        do {
            let pool = try DatabasePool(path: path, configuration: configuration)
            let database = AppDatabase(writer: pool, path: path)
            try database.migrate()
            for suffix in ["", "-wal", "-shm"] where fileManager.fileExists(atPath: path + suffix) {
                try? fileManager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path + suffix)
            }
            return database
        } catch let error as PersistenceError {
            throw error
        } catch {
            throw PersistenceError(error, path: path)
        }
    }

    /// A fresh, migrated in-memory database, for tests and for running with history disabled.
    public static func inMemory() -> AppDatabase {
        // An in-memory queue with a known-good schema cannot fail to open or migrate.
        let database = AppDatabase(writer: try! DatabaseQueue(), path: nil)
        try! database.migrate()
        return database
    }

    /// Refuses files whose first bytes are not the SQLite header, before SQLite ever touches them.
    private static func checkHeader(path: String) throws(PersistenceError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(path: path, detail: "permission denied")
        }
        defer { try? handle.close() }
        let header: Data
        do {
            header = try handle.read(upToCount: 16) ?? Data()
        } catch {
            throw .unreadable(path: path, detail: error.localizedDescription)
        }
        if !header.isEmpty && header != Data("SQLite format 3\0".utf8) {
            throw .notADatabase(path: path)
        }
    }

    private func migrate() throws {
        let migrator = Self.migrator
        let superseded = try writer.read { db in try migrator.hasBeenSuperseded(db) }
        if superseded { throw PersistenceError.newerSchema(path: path ?? ":memory:") }
        try migrator.migrate(writer)
    }

    /// The identifier of the newest applied migration, e.g. `v1-settings`.
    public func schemaVersion() throws(PersistenceError) -> String {
        let migrator = Self.migrator
        return try read { db in
            let applied = try migrator.appliedIdentifiers(db)
            return migrator.migrations.last(where: applied.contains) ?? "empty"
        }
    }

    /// SQLite's integrity check: `["ok"]` when healthy, otherwise the problems found.
    public func integrityCheck() throws(PersistenceError) -> [String] {
        try read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
    }

    /// Reads in a consistent snapshot, mapping failures to `PersistenceError`.
    func read<T>(_ body: (Database) throws -> T) throws(PersistenceError) -> T {
        do { return try writer.read(body) } catch { throw PersistenceError(error, path: path) }
    }

    /// Writes in one transaction (all or nothing), mapping failures to `PersistenceError`.
    func write<T>(_ body: (Database) throws -> T) throws(PersistenceError) -> T {
        do { return try writer.write(body) } catch { throw PersistenceError(error, path: path) }
    }
}

extension PersistenceError {
    /// Classifies a GRDB or system error for the user.
    init(_ error: any Error, path: String?) {
        if let error = error as? PersistenceError {
            self = error
            return
        }
        let location = path ?? ":memory:"
        guard let database = error as? DatabaseError else {
            self = .storage(detail: String(describing: error))
            return
        }
        switch database.resultCode {
        case .SQLITE_NOTADB: self = .notADatabase(path: location)
        case .SQLITE_CORRUPT:
            self = .corrupt(path: location, detail: database.message ?? "database disk image is malformed")
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY, .SQLITE_IOERR, .SQLITE_AUTH:
            self = .unreadable(path: location, detail: database.message ?? "\(database.resultCode)")
        default: self = .storage(detail: database.message ?? "\(database.resultCode)")
        }
    }
}
