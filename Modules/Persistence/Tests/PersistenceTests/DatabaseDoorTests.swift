import Foundation
import GRDB
import Shared
import Testing

@testable import Persistence

/// The two doors: reading never creates, migrates or writes; an unreachable path is an error naming the cause.
@Suite struct DatabaseDoorTests {
    private let folder = TemporaryDirectory()

    @Test func readingAMissingFileGivesAnEmptyStandInAndCreatesNothing() throws {
        for path in [folder.file("interfit.sqlite"), folder.file("not/yet/interfit.sqlite")] {
            let database = try AppDatabase.openForReading(path: path)
            #expect(database.isStandIn && database.isReadOnly)
            #expect(try DefaultPlanRepository(database: database).fetch(.all).isEmpty)
            #expect(!FileManager.default.fileExists(atPath: path))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("not")))
        let written = try AppDatabase.openForWriting(path: folder.file("interfit.sqlite"))
        #expect(!written.isStandIn)
        #expect(!(try AppDatabase.openForReading(path: folder.file("interfit.sqlite"))).isStandIn)
    }

    /// A deferred write door closes its connection when it goes, the WAL removed, and keeps the closed database.
    @Test func aDeferredDoorClosesItsConnectionWhenItGoesAndKeepsTheClosedDatabase() throws {
        let path = folder.file("interfit.sqlite")
        _ = try AppDatabase.openForWriting(path: path)
        weak var opened: AppDatabase?
        do {
            let door = DeferredDatabase(path: path, patience: .command, creatingFolder: false)
            let database = try door.get()
            opened = database
            try database.write { db in try db.execute(sql: "INSERT INTO setting (key, value) VALUES ('k', 'v')") }
            #expect(FileManager.default.fileExists(atPath: path + "-wal"))
        }
        #expect(opened != nil)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
        let reader = try AppDatabase.openForReading(path: path)
        let value = try reader.read { db in try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = 'k'") }
        #expect(value == "v")
    }

    @Test func anUnreachablePathIsAnErrorNamingTheCauseForBothDoors() throws {
        let file = folder.file("plain")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let underAFile = file + "/interfit.sqlite"
        let tooLong = folder.file(String(repeating: "a", count: 300) + ".sqlite")
        let dangling = folder.file("dangling.sqlite")
        #expect(symlink(folder.file("nowhere/x.sqlite"), dangling) == 0)
        let cases = [
            (underAFile, RepositoryError.unreachable(path: underAFile, detail: String(cString: strerror(ENOTDIR)))),
            (tooLong, .unreachable(path: tooLong, detail: String(cString: strerror(ENAMETOOLONG)))),
            (dangling, .unreachable(path: dangling, detail: String(cString: strerror(ENOENT)))),
            ("", .unreachable(path: "", detail: String(cString: strerror(ENOENT)))),
        ]
        for (path, expected) in cases {
            #expect(throws: expected) { try AppDatabase.openForReading(path: path) }
            #expect(throws: expected) { try AppDatabase.openForWriting(path: path, creatingFolder: true) }
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "x")
    }

    @Test func theWriteDoorCreatesFoldersOnlyWhenAsked() throws {
        let path = folder.file("missing/interfit.sqlite")
        #expect(throws: RepositoryError.folderMissing(path: folder.file("missing"))) {
            try AppDatabase.openForWriting(path: path)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("missing")))
        _ = try AppDatabase.openForWriting(path: path, creatingFolder: true)
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
