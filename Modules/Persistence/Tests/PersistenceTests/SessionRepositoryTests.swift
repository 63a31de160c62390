import Foundation
import GRDB
import Shared
import SharedTesting
import Testing

@testable import Persistence

@Suite struct SessionRepositoryTests {
    private let database = AppDatabase.inMemory()
    private let clock = ManualWallClock()
    private let ids = SequentialIDProvider()

    private func makeSession(status: SessionStatus = .completed) -> Session {
        defer { clock.advance(by: 3600) }
        let snapshot = PlanSnapshot(
            planId: ids.makeID(), templateId: nil, name: "Legs",
            content: PlanContent(setsCount: 2, workSeconds: 20, restSeconds: 10, exercises: ["Squat"]),
            takenAt: clock.now())
        return Session(
            id: ids.makeID(), snapshot: snapshot, status: status, startedAt: clock.now(),
            endedAt: clock.now().addingTimeInterval(60), activeSeconds: 50.125, pausedSeconds: 3.5,
            completedSets: 2, totalSets: 2,
            events: [
                SessionEvent(t: 0, kind: .started), SessionEvent(t: 0, kind: .segmentChanged(index: 0)),
                SessionEvent(t: 4.25, kind: .paused(reason: .interruption)), SessionEvent(t: 7.75, kind: .resumed),
                SessionEvent(t: 9, kind: .degraded(reason: "no player")), SessionEvent(t: 53.625, kind: .completed),
            ],
            overrides: [.restExtended(segmentIndex: 1, seconds: 15), .skipped(segmentIndex: 2, remainingSeconds: 1.5)],
            tags: [.adjusted, .audioDegraded])
    }

    @Test func aSavedSessionsRowHoldsEveryColumnAsItAlwaysHas() throws {
        // The row's columns are written by hand (not through `Encodable`): the same values and the same JSON text.
        let sessions = DefaultSessionRepository(database: database)
        var session = makeSession()
        try sessions.save(JournalSample.session(1))
        try sessions.save(session)
        let rows = try database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM session ORDER BY startedAt").map { row in
                Array(row.columnNames.map { "\($0)=\(row[$0] as DatabaseValue)" })
            }
        }
        let expected: [[String]] = [
            [
                #"id="00000000-0000-4000-8000-000000000001""#,
                #"planId=NULL"#,
                #"planName="Tabata «测试» 🏃\n""#,
                #"snapshot="{\"content\":{\"cooldownSeconds\":0,\"exercises\":[\"Squat\",\"Push-up\"],"#
                    + #"\"restSeconds\":10,\"roundRestSeconds\":0,\"rounds\":1,\"setsCount\":8,\"warmupSecon"#
                    + #"ds\":0,\"workSeconds\":20},\"isAdjusted\":true,\"name\":\"Tabata «测试» 🏃\\n\",\"taken"#
                    + #"At\":1778307200000,\"templateId\":\"tabata\"}""#,
                #"status="ended""#,
                #"startedAt="2026-05-09 06:13:20.000""#,
                #"endedAt="2026-05-09 06:14:21.500""#,
                #"activeSeconds=55.123"#,
                #"pausedSeconds=6.5"#,
                #"completedSets=1"#,
                #"totalSets=8"#,
                #"events="[[0,\"start\"],[0,\"seg\",0],[20.001,\"seg\",1],[22.5,\"extend\",15],[25.25,"#
                    + #"\"pause\",\"user\"],[31.75,\"resume\"],[32,\"degraded\",\"no player \\\"pw-play\\\"\"#
                    + #"\n\"],[40.5,\"skip\",1]]""#,
                #"overrides="[[\"extend\",1,15],[\"skip\",1,7.25],[\"back\",0]]""#,
                #"tags="[\"adjusted\",\"interrupted\"]""#,
                #"templateId="tabata""#,
                #"planNameKey="tabata «测试» 🏃\n""#,
                #"summary="8×(20/10) = 3:50""#,
                #"adjustments=3"#,
            ],
            [
                #"id="00000000-0000-0000-0000-000000000002""#,
                #"planId="00000000-0000-0000-0000-000000000001""#,
                #"planName="Legs""#,
                #"snapshot="{\"content\":{\"cooldownSeconds\":0,\"exercises\":[\"Squat\"],\"restSecond"#
                    + #"s\":10,\"roundRestSeconds\":0,\"rounds\":1,\"setsCount\":2,\"warmupSeconds\":0,\"wor"#
                    + #"kSeconds\":20},\"isAdjusted\":false,\"name\":\"Legs\",\"planId\":\"00000000-0000-000"#
                    + #"0-0000-000000000001\",\"takenAt\":1800000000000}""#,
                #"status="completed""#,
                #"startedAt="2027-01-15 08:00:00.000""#,
                #"endedAt="2027-01-15 08:01:00.000""#,
                #"activeSeconds=50.125"#,
                #"pausedSeconds=3.5"#,
                #"completedSets=2"#,
                #"totalSets=2"#,
                #"events="[[0,\"start\"],[0,\"seg\",0],[4.25,\"pause\",\"interruption\"],[7.75,\"resum"#
                    + #"e\"],[9,\"degraded\",\"no player\"],[53.625,\"done\"]]""#,
                #"overrides="[[\"extend\",1,15],[\"skip\",2,1.5]]""#,
                #"tags="[\"adjusted\",\"audioDegraded\"]""#,
                #"templateId=NULL"#,
                #"planNameKey="legs""#,
                #"summary="2×(20/10) = 0:50""#,
                #"adjustments=2"#,
            ],
        ]
        #expect(rows == expected)
        // Saving it again updates its one row.
        session.status = .ended
        try sessions.save(session)
        #expect(try sessions.fetch(id: session.id) == session)
        #expect(try database.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM session") } == 2)
    }

    @Test func savingASessionOfAPlanMakesThePlanRecentButNeverOlder() throws {
        let fixtures = HistoryFixtures()
        var plan = fixtures.plan("Hills")
        plan.lastUsedAt = nil
        try DefaultPlanRepository(database: database).save(plan)
        let sessions = DefaultSessionRepository(database: database)
        let later = fixtures.session(of: plan, offset: 86_400)
        try sessions.save(later)
        #expect(try DefaultPlanRepository(database: database).fetch(id: plan.id)?.lastUsedAt == later.startedAt)
        try sessions.save(fixtures.session(of: plan, offset: 3_600))
        #expect(try DefaultPlanRepository(database: database).fetch(id: plan.id)?.lastUsedAt == later.startedAt)
        try sessions.save(fixtures.session(offset: 90_000))
        #expect(try DefaultPlanRepository(database: database).fetch(id: plan.id)?.lastUsedAt == later.startedAt)
    }

    @Test func roundTripsEverythingAndListsNewestFirst() throws {
        let repository = DefaultSessionRepository(database: database)
        let first = makeSession()
        let second = makeSession(status: .ended)
        try repository.save(first)
        try repository.save(second)
        #expect(try repository.fetch(id: first.id) == first)
        #expect(try repository.recent(limit: 10).map(\.id) == [second.id, first.id])
        #expect(try repository.recent(limit: 1).map(\.id) == [second.id])
        var updated = first
        updated.tags.insert(.recovered)
        try repository.save(updated)
        #expect(try repository.fetch(id: first.id)?.tags.contains(.recovered) == true)
        #expect(try repository.recent(limit: 10).count == 2)
    }

    @Test func sessionsOutliveTheirPlan() throws {
        let plans = DefaultPlanRepository(database: database)
        let session = makeSession()
        let plan = Plan(
            id: session.snapshot.planId!, name: "Legs", content: session.snapshot.content, createdAt: clock.now(),
            updatedAt: clock.now())
        try plans.save(plan)
        try DefaultSessionRepository(database: database).save(session)
        try plans.delete(id: plan.id)
        #expect(try DefaultSessionRepository(database: database).fetch(id: session.id)?.snapshot.name == "Legs")
    }

    @Test func saveNewNeverReplacesASessionThatReadsButRepairsOneThatDoesNot() throws {
        let repository = DefaultSessionRepository(database: database)
        let completed = makeSession()
        #expect(try repository.saveNew(completed))
        var ended = completed
        ended.status = .ended
        ended.activeSeconds = 0
        #expect(try !repository.saveNew(ended))
        #expect(try repository.fetch(id: completed.id) == completed)
        // A damaged row with the id is the same session's broken copy: the intact one takes its place.
        try database.writer.write { db in
            try db.execute(
                sql: "UPDATE session SET startedAt = CAST(x'9030' AS TEXT) WHERE id = ?",
                arguments: [completed.id.uuidString.lowercased()])
        }
        #expect(try repository.fetch(id: completed.id) == nil)
        #expect(try repository.saveNew(ended))
        #expect(try repository.fetch(id: completed.id) == ended)
    }
}
