import Foundation
import GRDB
import Shared
import Testing

@testable import Persistence

/// The doctor's inspection reads and never writes: bytes and modification times stay as they were.
@Suite struct DatabaseInspectorTests {
    private let folder = TemporaryDirectory()

    /// The bytes of the file and its -wal, and their modification dates.
    private func fingerprint(_ path: String) -> [String] {
        ["", "-wal", "-shm"].map { suffix in
            let file = path + suffix
            let data = FileManager.default.contents(atPath: file).map { "\($0.count):\($0.hashValue)" } ?? "none"
            let date =
                (try? FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date)
                .map { "\($0.timeIntervalSince1970)" } ?? "none"
            return data + "@" + date
        }
    }

    @Test func onlyTheDoctorsConnectionReadsThroughAMemoryMap() throws {
        let path = folder.file("mapped.sqlite")
        _ = try AppDatabase.openForWriting(path: path)
        let size = { (database: AppDatabase) in
            try database.read { db in try Int.fetchOne(db, sql: "PRAGMA mmap_size") }
        }
        #expect(try size(AppDatabase.openExisting(path: path, mapped: true)) == 1 << 30)
        #expect(
            try size(AppDatabase.openExisting(path: path, mapped: false)) == 0,
            "a workout's reads stay out of its memory")
    }

    @Test func aMissingDatabaseIsReportedAndNotCreated() {
        let path = folder.file("never/interfit.sqlite")
        let health = DefaultDatabaseInspector(path: path).inspect(full: false)
        #expect(health == DatabaseHealth(path: path, exists: false))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: folder.file("never")))
    }

    @Test func aHealthyDatabaseIsCountedWithoutBeingTouched() throws {
        let path = folder.file("interfit.sqlite")
        let database = try AppDatabase.openForWriting(path: path)
        try DefaultSettingsRepository(database: database).set("off", for: .bell)
        let before = fingerprint(path)
        for full in [false, true] {
            let health = DefaultDatabaseInspector(path: path).inspect(full: full)
            #expect(health.problem == nil)
            #expect(health.schema == "v5-plan-origins" && health.integrity == ["ok"] && health.isFullCheck == full)
            #expect(health.plans == 0 && health.sessions == 0 && (health.sizeBytes ?? 0) > 0)
        }
        #expect(fingerprint(path) == before)
    }

    @Test func fifosDirectoriesAndForeignFilesAreRefusedAndLeftAlone() throws {
        let fifo = folder.file("pipe.sqlite")
        #expect(mkfifo(fifo, 0o600) == 0)
        // Inspected on a thread: were opening the FIFO to block, the test fails after 10 s instead of hanging, and a
        // writer opening the FIFO lets that thread go.
        let problems = Collected<RepositoryError?>()
        let done = DispatchSemaphore(value: 0)
        Thread {
            problems.add(DefaultDatabaseInspector(path: fifo).inspect(full: false).problem)
            done.signal()
        }.start()
        let returned = done.wait(timeout: .now() + 10) == .success
        if !returned {
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            done.wait()
            close(writer)
        }
        #expect(returned, "a FIFO must never block")
        #expect(problems.items == [.notAFile(path: fifo, kind: .fifo)])
        let directory = folder.file("dir.sqlite")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        #expect(
            DefaultDatabaseInspector(path: directory).inspect(full: false).problem
                == .notAFile(path: directory, kind: .directory))
        let foreign = folder.file("other-app.sqlite")
        let queue = try DatabaseQueue(path: foreign)
        try queue.write { db in try db.execute(sql: "CREATE TABLE contacts (name TEXT)") }
        try queue.close()
        let before = fingerprint(foreign)
        #expect(
            DefaultDatabaseInspector(path: foreign).inspect(full: false).problem == .foreignDatabase(path: foreign))
        #expect(fingerprint(foreign) == before)
    }

    @Test func theFullCheckListsRowsThatCannotBeDecoded() throws {
        let path = folder.file("rows.sqlite")
        let database = try AppDatabase.openForWriting(path: path)
        let fixtures = HistoryFixtures()
        let plan = fixtures.plan("Legs")
        try fixtures.save(plan, in: database)
        let sessions = [fixtures.session(offset: 0), fixtures.session(offset: 60), fixtures.session(offset: 120)]
        try fixtures.save(sessions, in: database)
        let broken = sessions[1].id.uuidString.lowercased()
        try database.write { db in
            try db.execute(sql: "UPDATE session SET events = x'ff00' WHERE id = ?", arguments: [broken])
            try db.execute(sql: "UPDATE plan SET exercises = 'not json'")
        }
        let before = fingerprint(path)
        let fast = DefaultDatabaseInspector(path: path).inspect(full: false)
        #expect(fast.unreadableRows == [] && fast.sessions == 3, "the fast check decodes no row")
        let full = DefaultDatabaseInspector(path: path).inspect(full: true)
        #expect(full.unreadableRows == ["plan " + plan.id.uuidString.lowercased(), "session " + broken])
        #expect(full.integrity == ["ok"] && full.problem == nil)
        #expect(fingerprint(path) == before)
    }
}
