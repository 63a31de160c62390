import Foundation
import GRDB
import Shared
import Synchronization

#if canImport(GRDBSQLite)
    import GRDBSQLite
#else
    import SQLite3
#endif

/// Owns the writer and migrator all repositories use; a foreign, damaged or newer file is refused before any write.
/// 持有所有仓库使用的写入器与迁移器；不属于我们、已损坏或版本更新的文件在任何写入前即被拒绝。
public final class AppDatabase: Sendable {
    let writer: any DatabaseWriter
    /// The file path, or nil for an in-memory database.
    public let path: String?
    /// True when opened read-only (nothing can be written through it).
    public let isReadOnly: Bool
    /// True for the empty database that stands in, when reading, for a file that does not exist yet.
    public let isStandIn: Bool
    /// The migrations the file had when opened (every one, once `openForWriting` has migrated it).
    private let appliedMigrations: Set<String>
    /// For `openForReadingUntilWrite`: the write door opened by the first write, which then serves everything.
    private let writeDoor: DeferredDatabase?

    private init(
        writer: any DatabaseWriter, path: String?, isReadOnly: Bool, appliedMigrations: Set<String>,
        isStandIn: Bool = false, writeDoor: DeferredDatabase? = nil
    ) {
        self.writer = writer
        self.path = path
        self.isReadOnly = isReadOnly
        self.appliedMigrations = appliedMigrations
        self.isStandIn = isStandIn
        self.writeDoor = writeDoor
    }

    /// The read door until the first write opens the write door (`openForWriting`), used from then on.
    public static func openForReadingUntilWrite(
        path: String, patience: Patience = .command, creatingFolder: Bool = false
    ) throws(RepositoryError) -> AppDatabase {
        let reader = try openForReading(path: path, patience: patience)
        return AppDatabase(
            writer: reader.writer, path: path, isReadOnly: reader.isReadOnly,
            appliedMigrations: reader.appliedMigrations, isStandIn: reader.isStandIn,
            writeDoor: DeferredDatabase(path: path, patience: patience, creatingFolder: creatingFolder))
    }

    /// How long to wait for another process holding the database: commands wait a while, a workout barely.
    /// 等待其他进程释放数据库的时长：普通命令可以等一会儿，训练几乎不等。
    public enum Patience: Sendable {
        /// 10 s: two `interfit` processes never fail with "database is locked".
        case command
        /// A fraction of a second: a busy database never delays a workout.
        case workout

        var seconds: TimeInterval { self == .command ? 10 : 0.25 }
    }

    /// The write door: checks an existing file (ours, not newer, sound), creates a missing one (0600), migrates it.
    public static func openForWriting(
        path: String, patience: Patience = .command, creatingFolder: Bool = false
    ) throws(RepositoryError) -> AppDatabase {
        // A missing folder is created (0700) only for the default location (`creatingFolder`); otherwise it is
        // `folderMissing`, so a mistyped `--db` never scatters folders. Pending journals are not saved here: a
        // command that wants them saved asks for it as a separate step.
        // Checks run read-only before migrating (WAL, mode 0600); `<path>.lock` serializes creation and migration.
        let fileManager = FileManager.default
        _ = try reach(path: path)
        try checkFileKind(path: path)
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !fileManager.fileExists(atPath: folder) {
            guard creatingFolder else { throw .folderMissing(path: folder) }
            do {
                try fileManager.createDirectory(
                    atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw .cannotCreateDirectory(path: folder, detail: Self.reason(error))
            }
        }
        let lock = try OpenLock.acquire(path: path + ".lock", timeout: patience.seconds)
        defer { lock.release() }
        // `lstat`, as `FileManager.attributesOfItem` does, without its dictionary of `Any` (the casts out of it cost a
        // workout's save ~2M instructions of conformance look-ups).
        var info = stat()
        if lstat(path, &info) == 0, info.st_size > 0 {
            try checkBeforeWriting(path: path, patience: patience)
        } else if !fileManager.fileExists(atPath: path) {
            let descriptor = Foundation.open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0o600)
            if descriptor < 0 && errno != EEXIST {
                throw .unreadable(path: path, detail: String(cString: strerror(errno)))
            }
            if descriptor >= 0 { close(descriptor) }
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(patience.seconds)
        // A saved session must survive a power cut once its journal is gone: a file in WAL mode commits without a
        // sync and `writeDurably` checkpoints right after (its sync of the WAL makes the commit durable, and the one
        // at close has nothing left to do); any other file commits with SQLite's FULL sync.
        configuration.prepareDatabase { db in
            let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode")
            try db.execute(sql: mode == "wal" ? "PRAGMA synchronous = NORMAL" : "PRAGMA synchronous = FULL")
        }
        do {
            // A queue, not a pool: opening a pool writes to the file (GRDB's WAL set-up), and a command that
            // then refuses its input must leave the file exactly as it was.
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try migrate(queue, path: path)
            let database = AppDatabase(
                writer: queue, path: path, isReadOnly: false, appliedMigrations: Set(migrator.migrations))
            // Closed to others; never opened wider: a file its owner made read-only stays read-only.
            for suffix in ["", "-wal", "-shm"] {
                var info = stat()
                if lstat(path + suffix, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_mode & 0o077 != 0 {
                    chmod(path + suffix, info.st_mode & 0o700)
                }
            }
            return database
        } catch let error as RepositoryError {
            throw error
        } catch {
            throw RepositoryError(error, path: path)
        }
    }

    /// The read door: read-only, never migrating, saving journals or writing; refuses what is not ours.
    public static func openForReading(
        path: String, patience: Patience = .command
    ) throws(RepositoryError)
        -> AppDatabase
    {
        // A file that does not exist yet reads as an empty database (`isStandIn`); a path that cannot be reached
        // (permission, length, a file where a folder belongs) is an error naming the cause. A file an older build
        // wrote is read through a migrated copy in memory, so reading never changes it.
        guard try reach(path: path) else { return standIn(for: path) }
        let database = try openExisting(path: path, patience: patience, mapped: false)
        guard database.needsMigration else { return database }
        return try database.migratedCopy()
    }

    /// Opens an existing file read-only as it is (older schemas included); `mapped` memory-maps it for the doctor.
    static func openExisting(
        path: String, patience: Patience = .command, mapped: Bool
    ) throws(RepositoryError)
        -> AppDatabase
    {
        // Mapped pages count as our memory, so no workout maps.
        try checkFileKind(path: path)
        try checkHeader(path: path)
        var configuration = Configuration()
        configuration.readonly = true
        if mapped {
            configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = \(mappedBytes)") }
        }
        configuration.busyMode = .timeout(patience.seconds)
        do {
            let queue = try DatabaseQueue(path: readOnlyLocation(path), configuration: configuration)
            let applied = try checkOwnership(queue, path: path)
            return AppDatabase(writer: queue, path: path, isReadOnly: true, appliedMigrations: applied)
        } catch let error as RepositoryError {
            throw error
        } catch {
            throw RepositoryError(error, path: path)
        }
    }

    /// An empty, migrated in-memory database standing in for a file that does not exist yet.
    private static func standIn(for path: String) -> AppDatabase {
        let queue = try! DatabaseQueue()  // an in-memory queue with a known-good schema cannot fail
        try! migrate(queue, path: nil)
        return AppDatabase(
            writer: queue, path: path, isReadOnly: true, appliedMigrations: Set(migrator.migrations), isStandIn: true)
    }

    /// This file's content copied into memory and migrated there: an older file read without changing it.
    private func migratedCopy() throws(RepositoryError) -> AppDatabase {
        do {
            let copy = try DatabaseQueue()
            try writer.backup(to: copy)
            try Self.migrate(copy, path: nil)
            return AppDatabase(
                writer: copy, path: path, isReadOnly: true, appliedMigrations: Set(Self.migrator.migrations))
        } catch let error as RepositoryError {
            throw error
        } catch {
            throw RepositoryError(error, path: path)
        }
    }

    /// True when a file exists at `path`, false when it (or its folder) does not exist yet; else why it is unreachable.
    static func reach(path: String) throws(RepositoryError) -> Bool {
        if path.isEmpty { throw .unreachable(path: path, detail: String(cString: strerror(ENOENT))) }
        var info = stat()
        if stat(path, &info) == 0 { return true }
        let code = errno
        guard code == ENOENT else { throw .unreachable(path: path, detail: String(cString: strerror(code))) }
        // A dangling symbolic link is a file someone pointed elsewhere, not a database to create.
        if lstat(path, &info) == 0 { throw .unreachable(path: path, detail: String(cString: strerror(ENOENT))) }
        return false
    }

    /// How much of a file a mapped connection maps (1 GiB); SQLite reads the rest with copies.
    private static let mappedBytes = 1 << 30

    /// What SQLite opens for reading: immutable (no trace) unless a `-wal`, `-shm` or `-journal` says someone writes.
    static func readOnlyLocation(_ path: String) -> String {
        let fileManager = FileManager.default
        guard understandsURIs,
            !["-wal", "-shm", "-journal"].contains(where: { fileManager.fileExists(atPath: path + $0) })
        else { return path }
        let absolute = path.hasPrefix("/") ? path : fileManager.currentDirectoryPath + "/" + path
        return "file:" + uriPath(absolute) + "?immutable=1"
    }

    /// The bytes a URI path keeps as they are: Foundation's `urlPathAllowed`, without `?`, `#` and `%` (nor `;`).
    private static let uriPathBytes = Set(
        ("abcdefghijklmnopqrstuvwxyz" + "ABCDEFGHIJKLMNOPQRSTUVWXYZ" + "0123456789" + "-._~!$&'()*+,=:@/").utf8)

    /// `path` with every other byte written `%XX` (Foundation's percent encoding bridges through NSString).
    static func uriPath(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            if uriPathBytes.contains(byte) {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// True when this SQLite reads `file:` URIs in plain paths (Debian's and Apple's builds do).
    private static let understandsURIs = sqlite3_compileoption_used("USE_URI") != 0

    /// A fresh, migrated in-memory database, for tests and for running with history disabled.
    public static func inMemory() -> AppDatabase {
        // An in-memory queue with a known-good schema cannot fail to open or migrate.
        let queue = try! DatabaseQueue()
        try! migrate(queue, path: nil)
        return AppDatabase(writer: queue, path: nil, isReadOnly: false, appliedMigrations: Set(migrator.migrations))
    }

    /// True when this build has migrations the file had not had when opened (a read-only open cannot read it all).
    public var needsMigration: Bool { !Set(Self.migrator.migrations).isSubset(of: appliedMigrations) }

    /// Opens `openForReadingUntilWrite`'s write door now, so reads see other connections' writes since.
    public func openWriteDoor() throws(RepositoryError) {
        _ = try writeDoor?.get()
    }

    /// True when the file had `migration` when opened (or has it now that the write door migrated it).
    func had(_ migration: String) -> Bool {
        if let opened = writeDoor?.openedDatabase { return opened.had(migration) }
        return appliedMigrations.contains(migration)
    }

    // MARK: - Checks

    /// The read-only checks an existing file must pass before anything writes to it.
    private static func checkBeforeWriting(path: String, patience: Patience) throws(RepositoryError) {
        let probe = try openExisting(path: path, patience: patience, mapped: false)
        let problems = try probe.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
        if problems != ["ok"] { throw .corrupt(path: path, detail: problems.first ?? "quick_check failed") }
        probe.closeAndKeep()
    }

    /// Databases closed before exit, kept (see `closeAndKeep`).
    private static let closedAndKept = Mutex<[AppDatabase]>([])

    /// Closes the connection now and keeps this object until exit; one that does not close is left to its release.
    public func closeAndKeep() {
        // Releasing a GRDB queue starts Foundation's notification centre (two conformance scans of the whole binary)
        // and a Dispatch worker thread: 0.45 ms of a workout's start and end. A closed connection weighs kilobytes.
        // Never from inside one of this database's own accesses: closing waits for its queue.
        do { try writer.close() } catch { return }
        Self.closedAndKept.withLock { $0.append(self) }
    }

    /// Refuses directories, FIFOs, devices and sockets before anything opens them (a FIFO would block).
    static func checkFileKind(path: String) throws(RepositoryError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFLNK {
            guard stat(path, &info) == 0 else { return }
        }
        if let kind = RepositoryError.FileKind(mode: info.st_mode) { throw .notAFile(path: path, kind: kind) }
    }

    /// Refuses files whose first bytes are not the SQLite header, before SQLite ever touches them.
    private static func checkHeader(path: String) throws(RepositoryError) {
        let (descriptor, code) = headerDescriptor(path)
        guard descriptor >= 0 else { throw .unreadable(path: path, detail: String(cString: strerror(code))) }
        var header = [UInt8](repeating: 0, count: 16)
        let count = pread(descriptor, &header, 16, 0)
        guard count >= 0 else { throw .unreadable(path: path, detail: String(cString: strerror(errno))) }
        let expected: [UInt8] = Array("SQLite format 3\0".utf8)
        if count > 0 && (count < 16 || header != expected) { throw .notADatabase(path: path) }
    }

    /// Descriptors the header check reads through, never closed (see below).
    // Closing any descriptor of a database file drops every POSIX lock this process's SQLite connections hold on
    // it; another program closing last would then delete the WAL a commit of ours is in.
    private static let headerDescriptors = Mutex<[String: Int32]>([:])

    /// A descriptor of the file now at `path` (the one kept, unless the path names another file since), or -1 and errno.
    private static func headerDescriptor(_ path: String) -> (Int32, Int32) {
        headerDescriptors.withLock { kept in
            var named = stat()
            var held = stat()
            if let descriptor = kept[path], stat(path, &named) == 0, fstat(descriptor, &held) == 0,
                named.st_dev == held.st_dev && named.st_ino == held.st_ino
            {
                return (descriptor, 0)
            }
            // A replaced file's old descriptor stays open too: its inode may still have connections of ours.
            let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            let code = errno
            if descriptor >= 0 { kept[path] = descriptor }
            return (descriptor, code)
        }
    }

    /// Our tables, and the migration table: anything else in a non-empty database means another program's file.
    static let knownTables: Set<String> = [
        "plan", "planVersion", "setting", "session", "planOrigin", "grdb_migrations",
    ]

    /// Refuses another application's SQLite file and a schema newer than this build; returns the applied migrations.
    private static func checkOwnership(_ queue: DatabaseQueue, path: String) throws(RepositoryError) -> Set<String> {
        let tables: Set<String>
        let applied: Set<String>
        do {
            (tables, applied) = try queue.read { db in
                let tables = try String.fetchSet(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
                let applied =
                    tables.contains("grdb_migrations")
                    ? try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations") : []
                return (tables, applied)
            }
        } catch {
            throw RepositoryError(error, path: path)
        }
        if tables.isEmpty { return [] }
        guard tables.contains("grdb_migrations"), tables.isSubset(of: knownTables) else {
            throw .foreignDatabase(path: path)
        }
        if !applied.isSubset(of: Set(migrator.migrations)) { throw .newerSchema(path: path) }
        return applied
    }

    private static func migrate(_ writer: some DatabaseWriter, path: String?) throws {
        let superseded = try writer.read { db in try migrator.hasBeenSuperseded(db) }
        if superseded { throw RepositoryError.newerSchema(path: path ?? ":memory:") }
        guard try writer.read({ db in try !migrator.hasCompletedMigrations(db) }) else { return }
        // Only a file about to be migrated (a new one, most often) is switched to WAL: never a write otherwise.
        // Its schema then commits as every WAL write does (`synchronous = NORMAL`, see `makeDurable`): one sync of the
        // WAL at the end; what a crash takes back (the copy, or a suffix of migrations) is done again at the next open.
        if path != nil {
            try writer.writeWithoutTransaction { db in
                // The pragma answers the mode the file is in afterwards.
                if try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") == "wal" {
                    try db.execute(sql: "PRAGMA synchronous = NORMAL")
                }
            }
        }
        // A database with nothing in it yet becomes a copy of the migrated empty one, made once a process: a first
        // workout (its stand-in, then its new file) migrates once, in memory, instead of once for each.
        if try writer.read({ db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") == 0 }) {
            // A copy needs the same page size (SQLite's default for both, unless a disk's sectors raise a file's):
            // refused, it wrote nothing, and the migrations run instead.
            do { try migratedEmpty.backup(to: writer) } catch { try migrator.migrate(writer) }
        } else {
            try migrator.migrate(writer)
        }
        try writer.writeWithoutTransaction(makeDurable)
    }

    /// An empty in-memory database with every migration applied, which databases that hold nothing are copied from.
    private static let migratedEmpty: DatabaseQueue = {
        // An in-memory queue with a known-good schema cannot fail to open or migrate.
        let queue = try! DatabaseQueue()
        try! migrator.migrate(queue)
        return queue
    }()

    // MARK: - Reading and writing

    /// The identifier of the newest applied migration, e.g. `v1-settings`.
    public func schemaVersion() throws(RepositoryError) -> String {
        let migrator = Self.migrator
        return try read { db in
            guard try db.tableExists("grdb_migrations") else { return "empty" }
            let applied = try migrator.appliedIdentifiers(db)
            return migrator.migrations.last(where: applied.contains) ?? "empty"
        }
    }

    /// SQLite's integrity check: `["ok"]` when healthy, otherwise the problems found.
    public func integrityCheck() throws(RepositoryError) -> [String] {
        try read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
    }

    /// Reads in a consistent snapshot, mapping failures to `RepositoryError`.
    func read<T>(_ body: (Database) throws -> T) throws(RepositoryError) -> T {
        // Once written through the write door, reads go there too (the read door may not see the change).
        if let opened = writeDoor?.openedDatabase { return try opened.read(body) }
        do { return try writer.read(body) } catch { throw RepositoryError(error, path: path) }
    }

    /// Writes in one transaction (all or nothing), durable when it returns, mapping failures to `RepositoryError`.
    func write<T>(_ body: (Database) throws -> T) throws(RepositoryError) -> T {
        if let writeDoor { return try writeDoor.get().write(body) }
        do { return try writeDurably(body) } catch { throw RepositoryError(error, path: path) }
    }

    /// Writes in one transaction, durable when it returns (see `makeDurable`); failures as GRDB or `body` threw them.
    func writeDurably<T>(_ body: (Database) throws -> T) throws -> T {
        let value = try writer.write(body)
        try writer.writeWithoutTransaction(Self.makeDurable)
        return value
    }

    /// Makes the commits so far durable: a checkpoint in WAL mode, or a sync of the WAL when readers hold it back.
    private static func makeDurable(_ db: Database) throws {
        // In WAL mode commits are `synchronous = NORMAL`: the checkpoint's sync of the WAL is what makes them durable.
        // NORMAL still syncs a new WAL header before any frame (sqlite.org/src/info/ff5be73dee). One sync of the WAL
        // here instead of the FULL commit's plus the checkpoint's at close: a saved workout costs 4 syncs, not 5.
        do {
            // Passive: never waits for another process's reader (a long one would stall every save), and syncs the WAL
            // before copying any frame; what it cannot copy is synced below.
            let (frames, copied) = try db.checkpoint(.passive)
            if frames < 0 || copied >= frames { return }  // -1: not in WAL mode, the FULL commit was synced
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED
        {
            // A reader of an older snapshot or another writer: the WAL is synced below instead.
        }
        var file: UnsafeMutablePointer<sqlite3_file>?
        var code = sqlite3_file_control(db.sqliteConnection, "main", SQLITE_FCNTL_JOURNAL_POINTER, &file)
        if code == SQLITE_OK {
            guard let file, let sync = file.pointee.pMethods?.pointee.xSync else {
                throw DatabaseError(resultCode: .SQLITE_IOERR, message: "the write-ahead log is not open")
            }
            code = sync(file, SQLITE_SYNC_NORMAL)
        }
        guard code == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "could not sync the write-ahead log")
        }
    }

    /// A system error's reason in a few words ("is a directory", "permission denied").
    static func reason(_ error: any Error) -> String {
        if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(posix.code)))
        }
        let code = (error as NSError).code
        switch code {
        case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return String(cString: strerror(EACCES))
        case NSFileWriteOutOfSpaceError: return String(cString: strerror(ENOSPC))
        case NSFileWriteVolumeReadOnlyError: return String(cString: strerror(EROFS))
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return String(cString: strerror(ENOENT))
        default: return String(cString: strerror(EIO))
        }
    }
}

extension RepositoryError {
    /// Classifies a GRDB or system error for the user.
    init(_ error: any Error, path: String?) {
        if let error = error as? RepositoryError {
            self = error
            return
        }
        let location = path ?? ":memory:"
        guard let database = error as? DatabaseError else {
            self = .unreadable(path: location, detail: AppDatabase.reason(error))
            return
        }
        switch database.resultCode {
        case .SQLITE_NOTADB: self = .notADatabase(path: location)
        case .SQLITE_CORRUPT:
            self = .corrupt(path: location, detail: database.message ?? "database disk image is malformed")
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy(path: location)
        case .SQLITE_FULL: self = .diskFull(path: location)
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY, .SQLITE_IOERR, .SQLITE_AUTH:
            self = .unreadable(path: location, detail: database.message ?? "\(database.resultCode)")
        default: self = .storage(detail: database.message ?? "\(database.resultCode)")
        }
    }
}
