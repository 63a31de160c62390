import Foundation
import GRDB
import Shared
import SharedTesting
import Testing

@testable import Persistence

@Suite struct AppDatabaseFileTests {
    private let folder = TemporaryDirectory()

    @Test func createsPrivateWALFileInNewFolderAndKeepsData() throws {
        let path = folder.file("nested/deeper/interfit.sqlite")
        #expect(throws: RepositoryError.folderMissing(path: folder.file("nested/deeper"))) {
            try AppDatabase.openForWriting(path: path)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("nested")), "a mistyped --db scatters no folders")
        let database = try AppDatabase.openForWriting(path: path, creatingFolder: true)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let journal = try database.writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(journal == "wal")
        #expect(try database.schemaVersion() == "v5-plan-origins")
        #expect(try database.integrityCheck() == ["ok"])
        try DefaultSettingsRepository(database: database).set("off", for: .tones)
        let reopened = try AppDatabase.openForWriting(path: path)
        #expect(try DefaultSettingsRepository(database: reopened).storedValues() == [.tones: "off"])
    }

    @Test func aNewFileHoldsItsWholeSchemaInTheFileItselfOnceOpened() throws {
        // The schema is copied in without a sync of its own (WAL, NORMAL): the checkpoint after it puts the schema in
        // the file, so a copy of the file alone, without its WAL, holds it. The foreign key's SQL is the one it always
        // was.
        let path = folder.file("new.sqlite")
        let database = try AppDatabase.openForWriting(path: path)
        let synchronous = try database.writer.read { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") }
        #expect(synchronous == 1, "NORMAL")
        let copy = folder.file("copy.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let reader = try DatabaseQueue(path: copy)
        let (migrations, planVersion, schema, mode) = try reader.read { db in
            (
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid"),
                try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'planVersion'"),
                try Row.fetchAll(db, sql: Self.schemaQuery),
                try String.fetchOne(db, sql: "PRAGMA journal_mode")
            )
        }
        #expect(migrations == AppDatabase.migrator.migrations)
        #expect(mode == "wal")
        // A new file is a copy of the migrated empty database: the schema its migrations make one by one.
        let stepByStep = try DatabaseQueue()
        try AppDatabase.migrator.migrate(stepByStep)
        #expect(schema == (try stepByStep.read { db in try Row.fetchAll(db, sql: Self.schemaQuery) }))
        #expect(schema.count > 10)
        #expect(
            planVersion
                == #"CREATE TABLE "planVersion" ("id" TEXT PRIMARY KEY NOT NULL, "planId" TEXT NOT NULL "#
                + #"REFERENCES "plan"("id") ON DELETE CASCADE, "number" INTEGER NOT NULL, "status" TEXT NOT NULL, "#
                + #""name" TEXT NOT NULL, "content" TEXT NOT NULL, "contentHash" TEXT NOT NULL, "#
                + #""createdAt" DATETIME NOT NULL, UNIQUE ("planId", "number"))"#)
    }

    @Test func theMigrationsMakeTheSchemaTheyAlwaysMade() throws {
        // Every table and index as the shipped migrations made them (the SQL SQLite keeps, ALTERs included): however
        // a migration is written, a new file and an upgraded one get this text.
        let database = try DatabaseQueue()
        try AppDatabase.migrator.migrate(database)
        let schema = try database.read { db in
            try Row.fetchAll(db, sql: Self.schemaQuery).map { row -> String in
                let (type, name, table, sql): (String, String, String, String?) = (row[0], row[1], row[2], row[3])
                return [type, name, table, sql ?? "NULL"].joined(separator: " ")
            }
        }
        let expected = [
            #"index planOrigin_on_contentHash planOrigin CREATE INDEX "planOrigin_on_contentHash" ON "pl"#
                + #"anOrigin"("contentHash")"#,
            #"index planVersion_on_planId planVersion CREATE INDEX "planVersion_on_planId" ON "planVersi"#
                + #"on"("planId")"#,
            #"index plan_on_contentHash plan CREATE INDEX "plan_on_contentHash" ON "plan"("contentHash")"#,
            #"index session_on_planId_startedAt session CREATE INDEX "session_on_planId_startedAt" ON "s"#
                + #"ession"("planId", "startedAt")"#,
            #"index session_on_planNameKey_startedAt session CREATE INDEX "session_on_planNameKey_starte"#
                + #"dAt" ON "session"("planNameKey", "startedAt")"#,
            #"index session_on_startedAt session CREATE INDEX "session_on_startedAt" ON "session"("start"#
                + #"edAt")"#,
            #"index session_on_templateId_startedAt session CREATE INDEX "session_on_templateId_startedA"#
                + #"t" ON "session"("templateId", "startedAt")"#,
            #"index sqlite_autoindex_grdb_migrations_1 grdb_migrations NULL"#,
            #"index sqlite_autoindex_planOrigin_1 planOrigin NULL"#,
            #"index sqlite_autoindex_planVersion_1 planVersion NULL"#,
            #"index sqlite_autoindex_planVersion_2 planVersion NULL"#,
            #"index sqlite_autoindex_plan_1 plan NULL"#,
            #"index sqlite_autoindex_session_1 session NULL"#,
            #"index sqlite_autoindex_setting_1 setting NULL"#,
            #"table grdb_migrations grdb_migrations CREATE TABLE grdb_migrations (identifier TEXT NOT NU"#
                + #"LL PRIMARY KEY)"#,
            #"table plan plan CREATE TABLE "plan" ("id" TEXT PRIMARY KEY NOT NULL, "name" TEXT NOT NULL,"#
                + #" "setsCount" INTEGER NOT NULL, "workSeconds" INTEGER NOT NULL, "restSeconds" INTEGER NOT N"#
                + #"ULL, "warmupSeconds" INTEGER NOT NULL, "cooldownSeconds" INTEGER NOT NULL, "rounds" INTEGE"#
                + #"R NOT NULL, "roundRestSeconds" INTEGER NOT NULL, "exercises" TEXT NOT NULL, "isFavorite" B"#
                + #"OOLEAN NOT NULL DEFAULT 0, "isArchived" BOOLEAN NOT NULL DEFAULT 0, "createdAt" DATETIME N"#
                + #"OT NULL, "updatedAt" DATETIME NOT NULL, "lastUsedAt" DATETIME, "forkedFromVersionId" TEXT,"#
                + #" "cueSettings" TEXT NOT NULL, "contentHash" TEXT NOT NULL, "music" TEXT)"#,
            #"table planOrigin planOrigin CREATE TABLE "planOrigin" ("planId" TEXT PRIMARY KEY NOT NULL "#
                + #"REFERENCES "plan"("id") ON DELETE CASCADE, "hub" TEXT NOT NULL, "postId" TEXT NOT NULL, "v"#
                + #"ersionId" TEXT NOT NULL, "contentHash" TEXT NOT NULL, "appliedAt" DATETIME NOT NULL)"#,
            #"table planVersion planVersion CREATE TABLE "planVersion" ("id" TEXT PRIMARY KEY NOT NULL, "#
                + #""planId" TEXT NOT NULL REFERENCES "plan"("id") ON DELETE CASCADE, "number" INTEGER NOT NUL"#
                + #"L, "status" TEXT NOT NULL, "name" TEXT NOT NULL, "content" TEXT NOT NULL, "contentHash" TE"#
                + #"XT NOT NULL, "createdAt" DATETIME NOT NULL, UNIQUE ("planId", "number"))"#,
            #"table session session CREATE TABLE "session" ("id" TEXT PRIMARY KEY NOT NULL, "planId" TEX"#
                + #"T, "planName" TEXT NOT NULL, "snapshot" TEXT NOT NULL, "status" TEXT NOT NULL, "startedAt""#
                + #" DATETIME NOT NULL, "endedAt" DATETIME, "activeSeconds" DOUBLE NOT NULL, "pausedSeconds" D"#
                + #"OUBLE NOT NULL, "completedSets" INTEGER NOT NULL, "totalSets" INTEGER NOT NULL, "events" T"#
                + #"EXT NOT NULL, "overrides" TEXT NOT NULL, "tags" TEXT NOT NULL, "templateId" TEXT, "planNam"#
                + #"eKey" TEXT NOT NULL DEFAULT '', "summary" TEXT, "adjustments" INTEGER NOT NULL DEFAULT 0)"#,
            #"table setting setting CREATE TABLE "setting" ("key" TEXT PRIMARY KEY NOT NULL, "value" TEX"#
                + #"T NOT NULL)"#,
        ]
        #expect(schema == expected)
    }

    /// Every table, index and trigger with its SQL, in a stable order.
    private static let schemaQuery = "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name"

    @Test func aSaveIsInTheDatabaseFileItselfWhenItReturnsAndReadByAnotherConnection() throws {
        // Durability: a WAL commit without a sync (`synchronous = NORMAL`) and then a checkpoint, whose sync of
        // the WAL makes it durable and which copies it into the file; a copy of the file alone, without its WAL,
        // holds every session saved so far.
        let path = folder.file("durable.sqlite")
        do { _ = try AppDatabase.openForWriting(path: path) }  // created and migrated; closing removed its WAL
        let database = try AppDatabase.openForWriting(path: path)
        let sessions = DefaultSessionRepository(database: database)
        for number in 1...2 {
            try sessions.save(JournalSample.session(number))
            let synchronous = try database.writer.read { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") }
            #expect(synchronous == 1, "NORMAL in WAL mode, after save \(number)")
            let copy = folder.file("copy-\(number).sqlite")
            try FileManager.default.copyItem(atPath: path, toPath: copy)
            let copied = DefaultSessionRepository(database: try AppDatabase.openForReading(path: copy))
            #expect(try copied.fetch(id: JournalSample.id(number)) == JournalSample.session(number))
        }
        let other = DefaultSessionRepository(database: try AppDatabase.openForReading(path: path))
        #expect(try other.fetch(id: JournalSample.id(1)) == JournalSample.session(1))
        #expect(try other.fetch(id: JournalSample.id(2)) == JournalSample.session(2))
    }

    @Test func aSaveWhileAnotherProcessReadsAnOlderSnapshotNeitherWaitsNorFails() throws {
        // The checkpoint cannot copy past a reader's snapshot: the save syncs the WAL itself, at once (waiting for the
        // reader would take the whole 10 s of a command's patience).
        let path = folder.file("reader.sqlite")
        do { _ = try AppDatabase.openForWriting(path: path) }
        let database = try AppDatabase.openForWriting(path: path, patience: .command)
        let sessions = DefaultSessionRepository(database: database)
        try sessions.save(JournalSample.session(1))
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let reader = try DatabaseQueue(path: path, configuration: configuration)
        try reader.inDatabase { db in
            try db.execute(sql: "BEGIN")
            _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM session")
        }
        let clock = ContinuousClock()
        let took = try clock.measure { try sessions.save(JournalSample.session(2)) }
        #expect(took < .seconds(5), "the save waited for the reader: \(took)")
        let copy = folder.file("copy.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let copied = DefaultSessionRepository(database: try AppDatabase.openForReading(path: copy))
        #expect(try copied.fetch(id: JournalSample.id(2)) == nil, "the reader kept the checkpoint from copying it")
        try reader.inDatabase { db in try db.execute(sql: "COMMIT") }
        let other = DefaultSessionRepository(database: try AppDatabase.openForReading(path: path))
        #expect(try other.fetch(id: JournalSample.id(2)) == JournalSample.session(2))
    }

    @Test func openingClosesTheFileToOthersButNeverMakesItWritable() throws {
        let path = folder.file("modes.sqlite")
        _ = try AppDatabase.openForWriting(path: path)
        for (before, after) in [(0o644, 0o600), (0o444, 0o400), (0o400, 0o400), (0o600, 0o600)] {
            chmod(path, mode_t(before))
            _ = try AppDatabase.openForWriting(path: path)
            let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(mode == after, "a \(String(before, radix: 8)) file")
        }
    }

    @Test func refusesAFileThatIsNotADatabaseAndLeavesItUntouched() throws {
        let path = folder.file("notes.sqlite")
        let bytes = Data("my precious training notes, not a database\n".utf8)
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect(throws: RepositoryError.notADatabase(path: path)) { try AppDatabase.openForWriting(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func refusesADamagedDatabaseAndLeavesItUntouched() throws {
        let path = folder.file("damaged.sqlite")
        var bytes = Data("SQLite format 3\0".utf8)
        bytes.append(Data(repeating: 0xA5, count: 8192))
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect(throws: RepositoryError.self) { try AppDatabase.openForWriting(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }

    @Test func refusesADatabaseFromANewerSchema() throws {
        let path = folder.file("future.sqlite")
        let database = try AppDatabase.openForWriting(path: path)
        try database.writer.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
        }
        #expect(throws: RepositoryError.newerSchema(path: path)) { try AppDatabase.openForWriting(path: path) }
    }

    @Test func twoConnectionsWritingAtOnceNeverSeeLocked() async throws {
        let path = folder.file("shared.sqlite")
        let first = try AppDatabase.openForWriting(path: path)
        let second = try AppDatabase.openForWriting(path: path)
        let clock = ManualWallClock()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (offset, database) in [first, second].enumerated() {
                group.addTask {
                    let repository = DefaultPlanRepository(database: database)
                    for index in 0..<100 {
                        let plan = Plan(
                            id: UUID(), name: "p\(offset)-\(index)",
                            content: PlanContent(setsCount: 1 + index % 9, workSeconds: 20, restSeconds: 10),
                            createdAt: clock.now(), updatedAt: clock.now())
                        try repository.save(plan)
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try DefaultPlanRepository(database: first).fetch(.all).count == 200)
    }

    @Test func locationFollowsFlagThenEnvironmentThenXDG() {
        let home = "/home/ann"
        #expect(
            DatabaseLocation.resolve(flag: "/x.db", environment: ["INTERFIT_DB": "/y.db"], accountHome: home)
                == "/x.db")
        #expect(
            DatabaseLocation.resolve(flag: nil, environment: ["INTERFIT_DB": "/y.db"], accountHome: home) == "/y.db")
        #expect(
            DatabaseLocation.resolve(flag: nil, environment: ["XDG_DATA_HOME": "/data"], accountHome: home)
                == "/data/interfit/interfit.sqlite")
        #expect(
            DatabaseLocation.resolve(flag: nil, environment: ["XDG_DATA_HOME": "relative"], accountHome: home)
                == "/home/ann/.local/share/interfit/interfit.sqlite")
        #expect(
            DatabaseLocation.resolve(flag: "", environment: [:], accountHome: home) == "", "refused, never the default")
        #expect(DatabaseLocation.isDefault(flag: nil, environment: ["XDG_DATA_HOME": "/data"]))
        #expect(!DatabaseLocation.isDefault(flag: nil, environment: ["INTERFIT_DB": ""]))
        #expect(!DatabaseLocation.isDefault(flag: "x.sqlite", environment: [:]))
        #expect(
            DatabaseLocation.resolve(flag: nil, environment: ["HOME": "/tmp/elsewhere"], accountHome: home)
                == "/tmp/elsewhere/.local/share/interfit/interfit.sqlite", "$HOME wins over the account's home")
    }

    @Test func theAccountsHomeIsLookedUpOnlyWhenHOMEIsUnset() {
        var lookups = 0
        func accountHome() -> String {
            lookups += 1
            return "/home/ann"
        }
        _ = DatabaseLocation.resolve(flag: nil, environment: ["HOME": "/h"], accountHome: accountHome())
        _ = JournalLocation.resolve(environment: ["HOME": "/h"], accountHome: accountHome())
        #expect(lookups == 0)
        #expect(
            DatabaseLocation.resolve(flag: nil, environment: [:], accountHome: accountHome())
                == "/home/ann/.local/share/interfit/interfit.sqlite")
        #expect(lookups == 1)
    }
}
