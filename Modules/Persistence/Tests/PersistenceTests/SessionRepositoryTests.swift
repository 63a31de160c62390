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
