import Foundation
import Persistence
import Shared
import Testing

@testable import History

@MainActor
@Suite struct HistoryViewModelTests {
    private let database = AppDatabase.inMemory()
    private let utc = TimeZone(identifier: "UTC")!
    private let clock = ManualWallClock(Date(timeIntervalSince1970: 1_800_000_000))  // Fri 2027-01-15 08:00 UTC

    private func save(
        _ name: String, planId: UUID? = nil, templateId: String? = nil, daysAgo: Double,
        status: SessionStatus = .completed, id: UUID = UUID()
    ) throws {
        let started = clock.now().addingTimeInterval(-daysAgo * 86_400)
        let content = PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10)
        try DefaultSessionRepository(database: database).save(
            Session(
                id: id,
                snapshot: PlanSnapshot(
                    planId: planId, templateId: templateId, name: name, content: content, takenAt: started),
                status: status, startedAt: started, endedAt: started.addingTimeInterval(230), activeSeconds: 230,
                pausedSeconds: 0, completedSets: status == .completed ? 8 : 3, totalSets: 8,
                events: [SessionEvent(t: 0, kind: .started), SessionEvent(t: 0, kind: .segmentChanged(index: 0))],
                overrides: [], tags: []))
    }

    private var history: DefaultHistoryRepository { DefaultHistoryRepository(database: database) }

    @Test func listsNewestFirstFilteredByDateAndPlan() throws {
        let legs = Plan(
            id: UUID(), name: "Legs", content: PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10),
            createdAt: clock.now(), updatedAt: clock.now())
        try DefaultPlanRepository(database: database).save(legs)
        try save("Legs", planId: legs.id, daysAgo: 20)
        try save("Tabata", templateId: "tabata", daysAgo: 3)
        try save("Legs", planId: legs.id, daysAgo: 1)
        try save("Old gone plan", daysAgo: 2)
        let list = HistoryListViewModel(
            history: history, plans: DefaultPlanRepository(database: database), clock: clock, zone: LocalZone(utc))
        try list.load(limit: 10)
        #expect(list.sessions.map(\.planName) == ["Legs", "Old gone plan", "Tabata", "Legs"])
        try list.load(limit: 10, since: "7d")
        #expect(list.sessions.count == 3)
        try list.load(limit: 10, since: "2027-01-13")
        #expect(list.sessions.map(\.planName) == ["Legs", "Old gone plan"])
        try list.load(limit: 10, plan: "legs")
        #expect(list.sessions.count == 2 && list.sessions.allSatisfy { $0.planId == legs.id })
        try list.load(limit: 10, plan: "TABATA")
        #expect(list.sessions.map(\.templateId) == ["tabata"])
        try list.load(limit: 10, plan: "old gone plan")
        #expect(list.sessions.map(\.planName) == ["Old gone plan"])
        try list.load(limit: 1)
        #expect(list.sessions.count == 1)
    }

    @Test func badLimitsDatesAndAmbiguousPlansAreRefused() throws {
        let list = HistoryListViewModel(history: history, plans: nil, clock: clock, zone: LocalZone(utc))
        #expect(throws: HistoryError.limitOutOfRange(0)) { try list.load(limit: 0) }
        #expect(throws: HistoryError.limitOutOfRange(10_001)) { try list.load(limit: 10_001) }
        for text in ["yesterday", "2027-02-30", "2027-13-01", "-3d", "2027-01-01T25:00"] {
            #expect(throws: HistoryError.invalidDate(text)) { try list.load(limit: 5, since: text) }
        }
    }

    @Test func datesAreReadInTheUsersTimeZone() {
        let shanghai = TimeZone(identifier: "Asia/Shanghai")!
        #expect(
            HistoryDate.parse("2027-01-15", now: clock.now(), timeZone: shanghai)
                == Date(timeIntervalSince1970: 1_799_942_400), "midnight in Shanghai is 16:00 UTC the day before")
        #expect(HistoryDate.parse("2w", now: clock.now(), timeZone: utc) == Date(timeIntervalSince1970: 1_798_761_600))
        #expect(
            HistoryDate.parse("2027-01-15T08:30", now: clock.now(), timeZone: utc)
                == Date(timeIntervalSince1970: 1_800_001_800))
    }

    @Test func detailFindsASessionByIdPrefixAndBuildsItsTimeline() throws {
        let id = UUID(uuidString: "ABCDEF12-3456-0000-0000-000000000001")!
        try save("Legs", daysAgo: 1, id: id)
        try save("Other", daysAgo: 2, id: UUID(uuidString: "ABCDEF99-0000-0000-0000-000000000002")!)
        let detail = HistoryDetailViewModel(history: history)
        try detail.load(id: "ABCDEF12")
        #expect(detail.session?.id == id)
        #expect(detail.timeline.map(\.segment?.kind) == [nil, .work])
        #expect(
            throws: HistoryError.ambiguousSession(
                "abcdef",
                candidates: [
                    "abcdef12-3456-0000-0000-000000000001", "abcdef99-0000-0000-0000-000000000002",
                ])
        ) { try detail.load(id: "abcdef") }
        #expect(throws: HistoryError.sessionNotFound("zz")) { try detail.load(id: "zz") }
        #expect(throws: HistoryError.sessionNotFound("0000")) { try detail.load(id: "0000") }
    }

    @Test func statsCountWeeksNeutrallyIncludingEmptyOnes() throws {
        try save("A", daysAgo: 0.1)
        try save("B", daysAgo: 0.2, status: .ended)
        try save("C", daysAgo: 15)
        let stats = HistoryStatsViewModel(history: history, clock: clock, zone: LocalZone(utc))
        try stats.load(weeks: 4)
        #expect(stats.weeks.count == 4)
        #expect(stats.weeks.map(\.sessions) == [0, 1, 0, 2])
        #expect(stats.weeks.last?.completed == 1 && stats.weeks.last?.ended == 1)
        #expect(stats.total.sessions == 3 && stats.total.activeSeconds == 690)
        #expect(throws: HistoryError.weeksOutOfRange(0)) { try stats.load(weeks: 0) }
        #expect(throws: HistoryError.weeksOutOfRange(521)) { try stats.load(weeks: 521) }
    }
}
