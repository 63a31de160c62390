import Foundation
import GRDB
import Shared
import Synchronization
import Testing

@testable import Persistence

/// Opening for writing checks first and writes only to a sound database of ours; one bad row never blocks.
@Suite struct SafeOpeningTests {
    private let folder = TemporaryDirectory()

    /// Bytes and modification dates of the file and its write-ahead log (SQLite's -shm is shared memory that
    /// any reader may rebuild, so it is left out).
    private func fingerprint(_ path: String) -> [String] {
        ["", "-wal"].map { suffix in
            let file = path + suffix
            let data = FileManager.default.contents(atPath: file).map { "\($0.count):\($0.hashValue)" } ?? "none"
            let date =
                (try? FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date)
                .map { "\($0.timeIntervalSince1970)" } ?? "none"
            return data + "@" + date
        }
    }

    @Test func anotherProgramsDatabaseIsRefusedForWritingAndLeftUntouched() throws {
        let path = folder.file("contacts.sqlite")
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('a')")
        }
        try queue.close()
        let before = fingerprint(path)
        #expect(throws: RepositoryError.foreignDatabase(path: path)) { try AppDatabase.openForWriting(path: path) }
        #expect(throws: RepositoryError.foreignDatabase(path: path)) { try AppDatabase.openForReading(path: path) }
        #expect(fingerprint(path) == before)
    }

    @Test func aNewerSchemaIsRefusedForWritingAndLeftUntouched() throws {
        let path = folder.file("future.sqlite")
        do {
            let database = try AppDatabase.openForWriting(path: path)
            try database.writer.write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
            }
            try (database.writer as? DatabasePool)?.close()
        }
        let before = fingerprint(path)
        #expect(throws: RepositoryError.newerSchema(path: path)) { try AppDatabase.openForWriting(path: path) }
        #expect(throws: RepositoryError.newerSchema(path: path)) { try AppDatabase.openForReading(path: path) }
        #expect(fingerprint(path) == before)
    }

    @Test func readingAQuietWALDatabaseLeavesNoSidecarFiles() throws {
        let path = folder.file("quiet.sqlite")
        do {
            let database = try AppDatabase.openForWriting(path: path)
            try DefaultSettingsRepository(database: database).set("off", for: .bell)
        }
        // As between two commands: the last connection of a process checkpointed and removed the WAL.
        try DatabaseQueue(path: path).close()
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        let before = fingerprint(path)
        let reader = try AppDatabase.openForReading(path: path)
        #expect(try DefaultSettingsRepository(database: reader).storedValues() == [.bell: "off"])
        #expect(AppDatabase.readOnlyLocation(path) == "file:\(path)?immutable=1")
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
        #expect(fingerprint(path) == before)
        #expect(
            AppDatabase.readOnlyLocation(folder.file("a b?#%.sqlite"))
                == "file:\(folder.file("a%20b%3F%23%25.sqlite"))?immutable=1")
        // Each UTF-8 byte outside a URI path's characters is escaped; the path's own characters stay.
        #expect(AppDatabase.uriPath("/训练/it's~a_(1);[x].sqlite") == "/%E8%AE%AD%E7%BB%83/it's~a_(1)%3B%5Bx%5D.sqlite")
        // A rollback journal means another program is writing (or crashed mid-write): SQLite's locks must apply.
        #expect(FileManager.default.createFile(atPath: path + "-journal", contents: Data()))
        #expect(AppDatabase.readOnlyLocation(path) == path)
    }

    @Test func openingForWritingWithoutWritingLeavesTheFileAsItWas() throws {
        let path = folder.file("untouched.sqlite")
        do {
            let database = try AppDatabase.openForWriting(path: path)
            try DefaultSettingsRepository(database: database).set("off", for: .bell)
            #expect(try database.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
        }
        let before = fingerprint(path)
        for _ in 0..<2 {
            let database = try AppDatabase.openForWriting(path: path)
            #expect(try DefaultSettingsRepository(database: database).storedValues() == [.bell: "off"])
        }
        #expect(fingerprint(path) == before, "a command that ends up writing nothing changes no byte")
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func aDamagedPageIsRefusedForWritingAndLeftUntouched() throws {
        let path = folder.file("damaged.sqlite")
        do {
            let database = try AppDatabase.openForWriting(path: path)
            let repository = DefaultPlanRepository(database: database)
            var generator = SeededGenerator(seed: 200)  // the same ids, so the same pages, on every run
            for index in 0..<200 {
                try repository.save(
                    Plan(
                        id: generator.uuid(), name: "plan \(index) " + String(repeating: "x", count: 60),
                        content: PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10),
                        createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0)))
            }
            try database.writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
            try (database.writer as? DatabasePool)?.close()
        }
        // Scribble over the start of a few b-tree pages: the file header stays valid, the pages do not.
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        for page in 2...6 {
            try handle.seek(toOffset: UInt64(4096 * page))
            try handle.write(contentsOf: Data(repeating: 0xEE, count: 64))
        }
        try handle.close()
        let before = fingerprint(path)
        #expect(throws: RepositoryError.self) { try AppDatabase.openForWriting(path: path) }
        #expect(fingerprint(path) == before)
    }

    @Test func twelveProcessesCreatingOneDatabaseAtOnceNeverFail() async throws {
        let path = folder.file("fresh/interfit.sqlite")
        let failures = Collected<String>()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<12 {
                group.addTask {
                    do {
                        let database = try AppDatabase.openForWriting(path: path, creatingFolder: true)
                        try DefaultPlanRepository(database: database).save(
                            Plan(
                                id: UUID(), name: "p\(index)",
                                content: PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10),
                                createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0)))
                    } catch {
                        failures.add("\(error)")
                    }
                }
            }
        }
        #expect(failures.items.isEmpty)
        #expect(try DefaultPlanRepository(database: AppDatabase.openForWriting(path: path)).fetch(.all).count == 12)
    }

    @Test func oneBadRowIsSkippedReportedListedAndRemovable() throws {
        let database = AppDatabase.inMemory()
        let reported = Collected<UnreadableRow>()
        let repository = DefaultPlanRepository(database: database) { row in reported.add(row) }
        let good = Plan(
            id: UUID(), name: "Good", content: PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10),
            createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0))
        try repository.save(good)
        let badJSON = "11111111-0000-0000-0000-000000000001"
        let hugeNumbers = "22222222-0000-0000-0000-000000000002"
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO plan (id, name, setsCount, workSeconds, restSeconds, warmupSeconds, cooldownSeconds,
                      rounds, roundRestSeconds, exercises, isFavorite, isArchived, createdAt, updatedAt, cueSettings,
                      contentHash)
                    VALUES (?, 'Bad JSON', 8, 20, 10, 0, 0, 1, 0, '{not json', 0, 0, '2026-01-01', '2026-01-01', '{}', 'x'),
                           (?, 'Huge', 9223372036854775807, 9223372036854775807, 10, 0, 0, 9223372036854775807, 0,
                            '[]', 0, 0, '2026-01-01', '2026-01-01', '{}', 'y')
                    """, arguments: [badJSON, hugeNumbers])
        }
        #expect(try repository.fetch(.all).map(\.name) == ["Good"])
        #expect(Set(reported.items.map(\.id)) == [badJSON, hugeNumbers])
        #expect(Set(try repository.unreadable().map(\.id)) == [badJSON, hugeNumbers])
        #expect(try repository.fetch(id: UUID(uuidString: badJSON)!) == nil)
        #expect(try repository.delete(id: UUID(uuidString: hugeNumbers)!))
        #expect(try repository.unreadable().map(\.id) == [badJSON])
    }
}

/// Values collected from several threads.
final class Collected<Item: Sendable>: Sendable {
    private let storage = Mutex<[Item]>([])
    func add(_ item: Item) { storage.withLock { $0.append(item) } }
    var items: [Item] { storage.withLock { $0 } }
}
