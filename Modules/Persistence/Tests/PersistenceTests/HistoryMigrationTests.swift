import Foundation
import GRDB
import Shared
import Testing

@testable import Persistence

/// `v3-history` fills the listing columns of older sessions; `v3-plan-music` keeps a plan's music.
/// `v3-history` 为旧会话填充列表列；`v3-plan-music` 保存计划的配乐。
@Suite struct HistoryMigrationTests {
    private let fixtures = HistoryFixtures()
    private let folder = TemporaryDirectory()

    /// Writes `sessions` into a file shaped as `v2-sessions` left it, plus rows that cannot be decoded.
    private func version2File(
        _ sessions: [Session], broken: [(id: String, snapshot: String, overrides: String)]
    )
        throws -> String
    {
        let path = folder.file("v2.sqlite")
        let queue = try DatabaseQueue(path: path)
        try AppDatabase.migrator.migrate(queue, upTo: "v2-sessions")
        func json(_ value: some Encodable, _ column: String) throws -> String {
            String(decoding: try SessionRecord.databaseJSONEncoder(for: column).encode(value), as: UTF8.self)
        }
        let insert = """
            INSERT INTO session (id, planId, planName, snapshot, status, startedAt, endedAt, activeSeconds,
              pausedSeconds, completedSets, totalSets, events, overrides, tags)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        try queue.write { db in
            for session in sessions {
                try db.execute(
                    sql: insert,
                    arguments: [
                        session.id.uuidString.lowercased(), session.snapshot.planId?.uuidString.lowercased(),
                        session.snapshot.name, try json(session.snapshot, "snapshot"), session.status.rawValue,
                        session.startedAt, session.endedAt, session.activeSeconds, session.pausedSeconds,
                        session.completedSets, session.totalSets, try json(session.events, "events"),
                        try json(session.overrides, "overrides"),
                        try json(session.tags.map(\.rawValue).sorted(), "tags"),
                    ])
            }
            for row in broken {
                try db.execute(
                    sql: insert,
                    arguments: [
                        row.id, nil, "Broken", row.snapshot, "completed", fixtures.base, nil, 1, 0, 0, 0, "[]",
                        row.overrides, "[]",
                    ])
            }
            try db.execute(
                sql: """
                    INSERT INTO plan (id, name, setsCount, workSeconds, restSeconds, warmupSeconds, cooldownSeconds,
                      rounds, roundRestSeconds, exercises, createdAt, updatedAt, cueSettings, contentHash)
                    VALUES ('00000000-0000-0000-0000-0000000000aa', 'Old', 8, 20, 10, 0, 0, 1, 0, '[]', ?, ?, '{}', 'x')
                    """, arguments: [fixtures.base, fixtures.base])
        }
        try queue.close()
        return path
    }

    @Test func listingColumnsAreBackfilledAndBrokenRowsKeptButSkipped() throws {
        let sessions = [
            fixtures.session(of: fixtures.plan("Legs"), offset: 0),
            fixtures.session(template: PlanTemplate.builtIn[1], offset: 60, status: .ended),
            fixtures.session(offset: 120, status: .running),
        ]
        let badSnapshot = "11111111-0000-0000-0000-000000000001"
        let badOverrides = "22222222-0000-0000-0000-000000000002"
        let badNumbers = "33333333-0000-0000-0000-000000000003"
        let valid = String(
            decoding: try SessionRecord.databaseJSONEncoder(for: "snapshot").encode(sessions[0].snapshot), as: UTF8.self
        )
        let path = try version2File(
            sessions,
            broken: [
                (badSnapshot, "{not json", "[]"), (badOverrides, valid, "{\"oops\":1}"),
                (badNumbers, valid.replacingOccurrences(of: "\"workSeconds\":20", with: "\"workSeconds\":99999"), "[]"),
            ])
        // Before the migration, the file as it is lists the slow way; the read door reads a migrated copy.
        let reported = Collected<UnreadableRow>()
        let old = try AppDatabase.openExisting(path: path, mapped: false)
        #expect(old.needsMigration)
        let untouched = try Data(contentsOf: URL(fileURLWithPath: path))
        let copy = try AppDatabase.openForReading(path: path)
        #expect(!copy.needsMigration && copy.isReadOnly)
        #expect(try copy.schemaVersion() == "v5-plan-origins")
        #expect(try DefaultHistoryRepository(database: copy).summaries(HistoryQuery(limit: 10)).count == 3)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == untouched, "reading never migrates the file")
        let before = try DefaultHistoryRepository(database: old) { reported.add($0) }.summaries(HistoryQuery(limit: 10))
        #expect(try DefaultPlanRepository(database: old).fetch(.all).map(\.name) == ["Old"])

        let database = try AppDatabase.openForWriting(path: path)
        #expect(try database.schemaVersion() == "v5-plan-origins")
        let columns = try database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT id, templateId, planNameKey, summary, adjustments FROM session ORDER BY id"
            )
            .map { row in
                [row[0], row[1], row[2], row[3], row[4]].map {
                    ($0 as (any DatabaseValueConvertible)?).map { "\($0)" } ?? "nil"
                }
            }
        }
        let expected: [[String]] = [
            [sessions[0].id.uuidString.lowercased(), "nil", "legs", "2×[8×(20/10)] = 9:55", "4"],
            [sessions[1].id.uuidString.lowercased(), "tabata", "tabata", "8×(20/10) = 3:50", "4"],
            [sessions[2].id.uuidString.lowercased(), "nil", "quick", "3×(30/15) = 2:00", "4"],
            [badSnapshot, "nil", "broken", "nil", "0"],
            [badOverrides, "nil", "broken", "nil", "0"],
            [badNumbers, "nil", "broken", "nil", "0"],
        ]
        #expect(columns == expected)
        let stored = try DefaultSessionRepository(database: database).recent(limit: 10)
        let after = Collected<UnreadableRow>()
        let summaries = try DefaultHistoryRepository(database: database) { after.add($0) }.summaries(
            HistoryQuery(limit: 10))
        #expect(summaries == stored.map(SessionSummary.init))
        #expect(summaries.map(\.id) == sessions.reversed().map(\.id))
        #expect(Set(after.items.map(\.id)) == [badSnapshot, badOverrides, badNumbers])
        #expect(before == summaries)
        #expect(Set(reported.items.map(\.id)) == [badSnapshot, badOverrides, badNumbers])
        #expect(try DefaultPlanRepository(database: database).fetch(.all).map(\.name) == ["Old"])
    }

    @Test func newSessionsGetTheirListingColumnsWhenSaved() throws {
        let database = AppDatabase.inMemory()
        let session = fixtures.session(template: PlanTemplate.builtIn[0], offset: 0)
        try fixtures.save([session], in: database)
        let row = try database.read { db in
            try Row.fetchOne(db, sql: "SELECT templateId, planNameKey, summary, adjustments FROM session")
        }
        #expect(
            row == [
                "templateId": "hiit", "planNameKey": "hiit starter", "summary": "10×(1:30/30) = 19:30",
                "adjustments": 4,
            ])
    }

    @Test func aPlansMusicIsKept() throws {
        let database = AppDatabase.inMemory()
        let plan = fixtures.plan("Legs", music: fixtures.music())
        let silent = fixtures.plan("Quiet")
        try fixtures.save(plan, in: database)
        try fixtures.save(silent, in: database)
        let plans = DefaultPlanRepository(database: database)
        #expect(try plans.fetch(id: plan.id)?.content == plan.content)
        #expect(try plans.fetch(contentHash: plan.contentHash).map(\.id) == [plan.id])
        let music = try database.read { db in try String?.fetchAll(db, sql: "SELECT music FROM plan ORDER BY name") }
        #expect(music.count == 2 && music[0] != nil && music[1] == nil)
    }
}
