import Foundation
import Shared
import SharedTesting
import Testing

@testable import History
@testable import Persistence

@MainActor
@Suite struct HistoryViewModelTests {
    private let database = AppDatabase.inMemory()
    private let utc = TimeZone(identifier: "UTC")!
    private let clock = ManualWallClock(Date(timeIntervalSince1970: 1_800_000_000))  // Fri 2027-01-15 08:00 UTC

    private func save(
        _ name: String, planId: UUID? = nil, templateId: String? = nil, daysAgo: Double = 0, at: Date? = nil,
        status: SessionStatus = .completed, active: Double = 230, id: UUID = UUID()
    ) throws {
        let started = at ?? clock.now().addingTimeInterval(-daysAgo * 86_400)
        let content = PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10)
        try DefaultSessionRepository(database: database).save(
            Session(
                id: id,
                snapshot: PlanSnapshot(
                    planId: planId, templateId: templateId, name: name, content: content, takenAt: started),
                status: status, startedAt: started, endedAt: started.addingTimeInterval(active), activeSeconds: active,
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
                ], matches: 2)
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

    @Test func detailSaysHowManyIdsMatchBeyondTheOnesShown() throws {
        for index in 1...9 { try save("S", id: UUID(uuidString: "ABC0000\(index)-0000-0000-0000-000000000000")!) }
        let detail = HistoryDetailViewModel(history: history)
        #expect(
            throws: HistoryError.ambiguousSession(
                "abc", candidates: (1...6).map { "abc0000\($0)-0000-0000-0000-000000000000" }, matches: 9)
        ) { try detail.load(id: "abc") }
        try detail.load(id: "abc00009")
        #expect(detail.session?.id.uuidString == "ABC00009-0000-0000-0000-000000000000")
    }

    @Test func detailNamesASessionThatExistsButCannotBeRead() throws {
        let id = "fc20eeea-f733-4089-819c-8a72e668cb71"
        try save("Broken", id: UUID(uuidString: id)!)
        try save("Fine", id: UUID(uuidString: "fc99eeea-f733-4089-819c-8a72e668cb71")!)
        try database.write { db in
            try db.execute(sql: "UPDATE session SET events = x'ff00' WHERE id = ?", arguments: [id])
        }
        let detail = HistoryDetailViewModel(history: history)
        #expect(throws: HistoryError.unreadableSession(id)) { try detail.load(id: "fc20") }
        #expect(throws: HistoryError.unreadableSession(id)) { try detail.load(id: id) }
        // Among several matches the unreadable one is still a candidate: the prefix is ambiguous, not missing.
        #expect(
            throws: HistoryError.ambiguousSession(
                "fc", candidates: [id, "fc99eeea-f733-4089-819c-8a72e668cb71"], matches: 2)
        ) { try detail.load(id: "fc") }
    }

    @Test func statsWeeksStartAtLocalMondayMidnightAcrossDaylightSaving() throws {
        let newYork = TimeZone(identifier: "America/New_York")!
        func at(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }
        // Summer (EDT, UTC−4): Monday 2026-07-13 00:30 local is 04:30Z (week 29); Sunday 23:30 is 03:30Z (week 28).
        try save("Summer Monday", at: at("2026-07-13T04:30:00Z"), active: 60)
        try save("Summer Sunday", at: at("2026-07-13T03:30:00Z"), active: 120)
        // Winter (EST, UTC−5): Monday 2026-01-12 00:30 local is 05:30Z (week 3); Sunday 23:30 is 04:30Z (week 2).
        try save("Winter Monday", at: at("2026-01-12T05:30:00Z"), active: 180)
        try save("Winter Sunday", at: at("2026-01-12T04:30:00Z"), active: 240)
        let clock = ManualWallClock(at("2026-07-15T16:00:00Z"))  // Wednesday of week 29
        let stats = HistoryStatsViewModel(history: history, clock: clock, zone: LocalZone(newYork))
        try stats.load(weeks: 29)
        let dates = Dictionary(uniqueKeysWithValues: stats.weeks.map { ($0.weekStart, $0) })
        #expect(stats.weeks.count == 29)
        #expect(dates[at("2026-07-13T04:00:00Z")]?.activeSeconds == 60, "week 29 starts Monday 00:00 EDT")
        #expect(dates[at("2026-07-06T04:00:00Z")]?.activeSeconds == 120, "week 28 holds the Sunday night")
        #expect(dates[at("2026-01-12T05:00:00Z")]?.activeSeconds == 180, "week 3 starts Monday 00:00 EST")
        #expect(dates[at("2026-01-05T05:00:00Z")]?.activeSeconds == 240, "week 2 holds the Sunday night")
        #expect(stats.total.sessions == 4)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = newYork
        for week in stats.weeks {
            let local = calendar.dateComponents([.weekday, .hour, .minute], from: week.weekStart)
            #expect(local.weekday == 2 && local.hour == 0 && local.minute == 0, "\(week.weekStart)")
        }
    }

    @Test func statsWeeksAreDistinctWhereDaylightSavingMovesHalfAnHour() throws {
        // Lord Howe Island moves its clocks by 30 minutes at 02:00; a year of weeks never repeats one.
        let lordHowe = TimeZone(identifier: "Australia/Lord_Howe")!
        let stats = HistoryStatsViewModel(history: history, clock: clock, zone: LocalZone(lordHowe))
        try stats.load(weeks: 104)
        let starts = stats.weeks.map(\.weekStart)
        #expect(Set(starts).count == 104 && starts == starts.sorted())
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = lordHowe
        for start in starts {
            let local = calendar.dateComponents([.weekday, .hour, .minute], from: start)
            #expect(local.weekday == 2 && local.hour == 0 && local.minute == 0, "\(start)")
        }
    }

    @Test func statsSplitActiveTimeByStatus() throws {
        try save("Long", daysAgo: 0.1, active: 3600)
        try save("Short", daysAgo: 0.2, status: .ended, active: 60)
        let stats = HistoryStatsViewModel(history: history, clock: clock, zone: LocalZone(utc))
        try stats.load(weeks: 1)
        #expect(stats.weeks.map(\.completedSeconds) == [3600] && stats.weeks.map(\.endedSeconds) == [60])
        #expect(stats.total.completedSeconds == 3600 && stats.total.endedSeconds == 60)
    }
}
