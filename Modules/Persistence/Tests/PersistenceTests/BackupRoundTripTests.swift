import Foundation
import GRDB
import Shared
import Testing

@testable import Persistence

/// Export then import reproduces the same plans, versions, sessions and settings.
/// 先导出再导入可还原相同的计划、版本、会话与设置。
@Suite struct BackupRoundTripTests {
    private let fixtures = HistoryFixtures()

    /// Everything a user can see of a database, as domain values.
    /// 用户可见的数据库全部内容，以领域值表示。
    private struct Contents: Equatable {
        var plans: [Plan]
        var versions: [PlanVersion]
        var sessions: [Session]
        var summaries: [SessionSummary]
        var settings: [SettingKey: String]

        init(_ database: AppDatabase) throws {
            plans = try DefaultPlanRepository(database: database).fetch(.all).sorted {
                $0.id.uuidString < $1.id.uuidString
            }
            let versionRepository = DefaultPlanVersionRepository(database: database)
            versions = try plans.flatMap { try versionRepository.versions(ofPlan: $0.id) }
            sessions = try DefaultSessionRepository(database: database).recent(limit: 1000)
            summaries = try DefaultHistoryRepository(database: database).summaries(HistoryQuery(limit: 1000))
            settings = try DefaultSettingsRepository(database: database).storedValues()
        }
    }

    @Test func replaceIntoAnEmptyDatabaseReproducesEverything() throws {
        let source = try fixtures.exportable()
        let (bundle, exported) = try BundleIO.export(source)
        #expect(exported == BackupReport(written: BackupCounts(plans: 2, planVersions: 2, sessions: 4, settings: 2)))
        let target = AppDatabase.inMemory()
        let imported = try BundleIO.load(bundle, into: target, mode: .replace)
        #expect(imported == BackupReport(written: BackupCounts(plans: 2, planVersions: 2, sessions: 4, settings: 2)))
        let original = try Contents(source)
        #expect(original.plans.count == 2 && original.sessions.count == 4 && original.versions.count == 2)
        #expect(original.plans.contains { !$0.content.music.isSilent }, "music survives the database")
        #expect(try Contents(target) == original)
        #expect(try BundleIO.export(target).text == bundle, "a second export is byte for byte the first")
    }

    @Test func replaceDropsWhatTheBundleDoesNotHold() throws {
        let bundle = try BundleIO.export(try fixtures.exportable()).text
        let target = AppDatabase.inMemory()
        let other = fixtures.plan("Other")
        try fixtures.save(other, versions: 1, in: target)
        try fixtures.save([fixtures.session(of: other, offset: 99)], in: target)
        try DefaultSettingsRepository(database: target).set("on", for: .voice)
        try BundleIO.load(bundle, into: target, mode: .replace)
        #expect(try BundleIO.export(target).text == bundle)
    }

    @Test func replaceBuildsTheSessionIndexesOnceOverAllRows() throws {
        // Rows that arrive newest first leave half-empty index pages when indexed one at a time.
        let source = AppDatabase.inMemory()
        try fixtures.save((0..<1500).map { fixtures.session(offset: Double($0) * 3600) }, in: source)
        let newestFirst = try Self.reversingSessions(in: try BundleIO.export(source).text)
        let target = AppDatabase.inMemory()
        try BundleIO.load(newestFirst, into: target, mode: .replace)
        let indexes = "SELECT name, sql FROM sqlite_schema WHERE type = 'index' ORDER BY name"
        #expect(
            try target.read { try Row.fetchAll($0, sql: indexes) } == source.read { try Row.fetchAll($0, sql: indexes) }
        )
        // Pages of each index we define (SQLite's own key index cannot be rebuilt and is left out).
        let pages = "SELECT name, COUNT(*) FROM dbstat WHERE name LIKE 'session_on_%' GROUP BY name ORDER BY name"
        let packed = try source.read { try Row.fetchAll($0, sql: pages) }
        let imported = try target.read { try Row.fetchAll($0, sql: pages) }
        #expect(packed.count == 4 && imported.map { $0[0] as String } == packed.map { $0[0] as String })
        for (mine, theirs) in zip(imported, packed) {
            #expect(
                (mine[1] as Int) <= theirs[1],
                "\(mine[0] as String): \(mine[1] as Int) pages, \(theirs[1] as Int) saved in order")
        }
        #expect(try Contents(target) == Contents(source))
    }

    /// `bundle` with its sessions in the opposite order (the exporter writes one element per line).
    private static func reversingSessions(in bundle: String) throws -> String {
        var lines = bundle.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0 == "\"sessions\":[" }) + 1
        let end = try #require(lines[start...].firstIndex { $0 == "]," })
        let elements = lines[start..<end].map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }.reversed()
        lines.replaceSubrange(
            start..<end, with: elements.joined(separator: ",\n").split(separator: "\n").map(String.init))
        return lines.joined(separator: "\n")
    }

    @Test func aBundleReadSevenBytesAtATimeImportsIdentically() throws {
        let bundle = try BundleIO.export(try fixtures.exportable()).text
        let whole = AppDatabase.inMemory()
        let tiny = AppDatabase.inMemory()
        try BundleIO.load(bundle, into: whole, mode: .replace)
        let report = try BundleIO.load(bundle, into: tiny, mode: .replace, chunk: 7)
        #expect(report.written == BackupCounts(plans: 2, planVersions: 2, sessions: 4, settings: 2))
        #expect(try Contents(tiny) == Contents(whole))
    }

    @Test func sessionDatesKeepTheirFractionOfASecond() throws {
        let database = AppDatabase.inMemory()
        var session = fixtures.session(offset: 0.123)
        session = Session(
            id: session.id,
            snapshot: PlanSnapshot(
                planId: nil, templateId: nil, name: "Odd", content: session.snapshot.content,
                takenAt: Date(timeIntervalSince1970: 1_800_000_000.123_456_7)),
            status: .completed, startedAt: Date(timeIntervalSince1970: 1_800_000_000.987),
            endedAt: Date(timeIntervalSince1970: 1_800_000_001.123),
            activeSeconds: 0.1, pausedSeconds: 0, completedSets: 0, totalSets: 3, events: [], overrides: [], tags: [])
        try fixtures.save([session], in: database)
        let target = AppDatabase.inMemory()
        try BundleIO.load(try BundleIO.export(database).text, into: target, mode: .replace)
        #expect(try Contents(target) == Contents(database))
    }

    @Test func theBundleHasTheDocumentedShape() throws {
        let database = AppDatabase.inMemory()
        let plan = Plan(
            id: UUID(uuidString: "ABCDEF00-0000-0000-0000-000000000001")!, name: "Legs",
            content: PlanContent(setsCount: 2, workSeconds: 20, restSeconds: 10),
            createdAt: Date(timeIntervalSince1970: 1_800_000_000),
            updatedAt: Date(timeIntervalSince1970: 1_800_000_000.5))
        try fixtures.save(plan, in: database)
        try DefaultSettingsRepository(database: database).set("off", for: .tones)
        let (text, _) = try BundleIO.export(database)
        #expect(
            text == """
                {"formatVersion":1,"schemaVersion":"v5-plan-origins","exportedAt":"2027-01-16T08:00:00Z",
                "plans":[
                {"content":{"cooldownSeconds":0,"exercises":[],"restSeconds":10,"roundRestSeconds":0,"rounds":1,\
                "setsCount":2,"warmupSeconds":0,"workSeconds":20},"createdAt":"2027-01-15T08:00:00Z","cueSettings":{},\
                "id":"abcdef00-0000-0000-0000-000000000001","isArchived":false,"isFavorite":false,"name":"Legs",\
                "updatedAt":"2027-01-15T08:00:00.5Z"}
                ],
                "planVersions":[],
                "sessions":[],
                "settings":{"cues.tones":"off"}}

                """)
    }

    @Test func anEmptyDatabaseExportsAnEmptyBundleThatImports() throws {
        let (text, report) = try BundleIO.export(AppDatabase.inMemory())
        #expect(report == BackupReport())
        #expect(
            text == """
                {"formatVersion":1,"schemaVersion":"v5-plan-origins","exportedAt":"2027-01-16T08:00:00Z",
                "plans":[],
                "planVersions":[],
                "sessions":[],
                "settings":{}}

                """)
        let target = try fixtures.exportable()
        #expect(try BundleIO.load(text, into: target, mode: .replace) == BackupReport())
        #expect(try Contents(target).sessions.isEmpty)
    }

    @Test func exportOfADamagedDatabaseWritesEveryReadableRowAndListsTheRest() throws {
        let database = try fixtures.exportable()
        let sessions = try DefaultSessionRepository(database: database).recent(limit: 10)
        let damaged = sessions[1].id.uuidString.lowercased()
        let plans = try DefaultPlanRepository(database: database).fetch(.all)
        let legs = try #require(plans.first { $0.name == "Legs" })
        let core = try #require(plans.first { $0.name != "Legs" }).id.uuidString.lowercased()
        try database.write { db in
            try db.execute(sql: "UPDATE session SET events = '{broken' WHERE id = ?", arguments: [damaged])
            try db.execute(
                sql: "UPDATE plan SET setsCount = 500 WHERE id = ?", arguments: [legs.id.uuidString.lowercased()])
            try db.execute(
                sql: "UPDATE plan SET name = ? WHERE id = ?", arguments: [String(repeating: "x", count: 81), core])
        }
        let (bundle, report) = try BundleIO.export(database)
        let versionIds = try DefaultPlanVersionRepository(database: database).versions(ofPlan: legs.id)
        #expect(report.written == BackupCounts(plans: 0, planVersions: 0, sessions: 3, settings: 2))
        #expect(
            report.unreadable
                == [
                    UnreadableRow(table: .plan, id: core),
                    UnreadableRow(table: .plan, id: legs.id.uuidString.lowercased()),
                ]
                + versionIds.map { UnreadableRow(table: .planVersion, id: $0.id.uuidString.lowercased()) }
                + [UnreadableRow(table: .session, id: damaged)])
        let target = AppDatabase.inMemory()
        try BundleIO.load(bundle, into: target, mode: .replace)
        #expect(try Contents(target).sessions.map(\.id) == sessions.map(\.id).filter { $0 != sessions[1].id })
        #expect(try Contents(target).plans.isEmpty)
    }

    @Test func exportStopsWithTheWritersError() throws {
        /// The writer's own failure.
        /// 写入方自身的失败。
        struct DiskFull: Error, Equatable {}
        let database = try fixtures.exportable()
        #expect(throws: DiskFull()) {
            try DefaultBackupRepository(database: database).export(exportedAt: BundleIO.exportedAt) { _ in
                throw DiskFull()
            }
        }
    }

    @Test func exportHandsOverChunksOfBoundedSize() throws {
        let database = AppDatabase.inMemory()
        try fixtures.save((0..<400).map { fixtures.session(offset: Double($0) * 3600) }, in: database)
        var sizes: [Int] = []
        _ = try DefaultBackupRepository(database: database).export(exportedAt: BundleIO.exportedAt) {
            sizes.append($0.count)
        }
        #expect(sizes.count > 3)
        #expect(sizes.allSatisfy { $0 <= BackupExporter.chunkBytes + 8192 })
    }
}
