import Foundation
import GRDB
import Shared
import Testing

@testable import Persistence

/// Listings, id-prefix lookups and weekly totals on a real database.
/// 在真实数据库上测试列表、编号前缀查找与每周统计。
@Suite struct HistoryRepositoryTests {
    private let fixtures = HistoryFixtures()
    private let database = AppDatabase.inMemory()
    private let reported = Collected<UnreadableRow>()
    private var history: DefaultHistoryRepository {
        let reported = reported
        return DefaultHistoryRepository(database: database) { reported.add($0) }
    }

    /// Sessions of a plan, of a template, of a deleted plan named like the first, and ad hoc, out of order.
    private func saveVariety() throws -> (legs: Plan, sessions: [Session]) {
        let legs = fixtures.plan("Legs")
        try fixtures.save(legs, in: database)
        let gone = fixtures.plan("LEGS ")
        let sessions = [
            fixtures.session(of: legs, offset: 2 * 86_400),
            fixtures.session(template: PlanTemplate.builtIn[1], offset: 0, status: .ended),
            fixtures.session(of: gone, offset: 3 * 86_400, status: .running),
            fixtures.session(offset: 86_400),
            fixtures.session(of: legs, offset: 4 * 86_400 + 0.5),
        ]
        try fixtures.save(sessions, in: database)
        return (legs, sessions)
    }

    @Test func summariesAreNewestFirstAndMatchTheSessions() throws {
        let (_, sessions) = try saveVariety()
        let newestFirst = sessions.sorted { $0.startedAt > $1.startedAt }
        let stored = try DefaultSessionRepository(database: database).recent(limit: 10)
        #expect(stored.map(\.id) == newestFirst.map(\.id))
        #expect(try history.summaries(HistoryQuery(limit: 10)) == stored.map(SessionSummary.init))
        #expect(try history.summaries(HistoryQuery(limit: 2)).map(\.id) == newestFirst.prefix(2).map(\.id))
        #expect(try history.summaries(HistoryQuery(limit: 0)).isEmpty)
        let first = try #require(try history.summaries(HistoryQuery(limit: 10)).last)
        #expect(first.summary == "8×(20/10) = 3:50" && first.templateId == "tabata" && first.adjustments == 4)
        #expect(reported.items.isEmpty)
    }

    @Test func summariesFilterBySinceAndPlan() throws {
        let (legs, sessions) = try saveVariety()
        func ids(_ query: HistoryQuery) throws -> [UUID] { try history.summaries(query).map(\.id) }
        let since = fixtures.base.addingTimeInterval(2 * 86_400)
        #expect(try ids(HistoryQuery(limit: 10, since: since)) == [sessions[4].id, sessions[2].id, sessions[0].id])
        #expect(try ids(HistoryQuery(limit: 10, plan: .plan(legs.id))) == [sessions[4].id, sessions[0].id])
        #expect(try ids(HistoryQuery(limit: 1, plan: .plan(legs.id))) == [sessions[4].id])
        #expect(try ids(HistoryQuery(limit: 10, plan: .template("tabata"))) == [sessions[1].id])
        #expect(
            try ids(HistoryQuery(limit: 10, plan: .name(" legs"))) == [sessions[4].id, sessions[2].id, sessions[0].id])
        #expect(
            try ids(HistoryQuery(limit: 10, since: since.addingTimeInterval(1), plan: .name("Legs")))
                == [sessions[4].id, sessions[2].id])
        #expect(try ids(HistoryQuery(limit: 10, plan: .plan(UUID()))).isEmpty)
    }

    @Test func everyListingWalksAnIndexWithoutSorting() throws {
        let queries: [(HistoryQuery, String)] = [
            (HistoryQuery(limit: 20), "session_on_startedAt"),
            (HistoryQuery(limit: 20, since: fixtures.base), "session_on_startedAt"),
            (HistoryQuery(limit: 20, plan: .plan(UUID())), "session_on_planId_startedAt"),
            (
                HistoryQuery(limit: 20, since: fixtures.base, plan: .template("tabata")),
                "session_on_templateId_startedAt"
            ),
            (HistoryQuery(limit: 20, plan: .name("Legs")), "session_on_planNameKey_startedAt"),
        ]
        for (query, index) in queries {
            let (sql, arguments) = DefaultHistoryRepository.listing(query)
            let plan = try database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments).map {
                    $0["detail"] as String
                }
            }
            #expect(plan.count == 1 && plan[0].contains("USING INDEX \(index)"), "\(plan)")
        }
    }

    @Test func unreadableRowsAreSkippedAndReported() throws {
        let (_, sessions) = try saveVariety()
        let ids = sessions.map { $0.id.uuidString.lowercased() }
        try database.write { db in
            try db.execute(sql: "UPDATE session SET status = 'lost' WHERE id = ?", arguments: [ids[0]])
            try db.execute(sql: "UPDATE session SET summary = NULL WHERE id = ?", arguments: [ids[1]])
            try db.execute(sql: "UPDATE session SET startedAt = 'soon' WHERE id = ?", arguments: [ids[2]])
            try db.execute(sql: "UPDATE session SET id = 'not-an-id' WHERE id = ?", arguments: [ids[3]])
        }
        #expect(try history.summaries(HistoryQuery(limit: 10)).map(\.id) == [sessions[4].id])
        #expect(
            Set(reported.items)
                == Set(([ids[0], ids[1], ids[2], "not-an-id"]).map { UnreadableRow(table: .session, id: $0) }))
    }

    @Test func sessionsAreFoundByIdPrefix() throws {
        let (_, sessions) = try saveVariety()
        let all = try history.sessions(idPrefix: "0000", limit: 10)
        let sortedIds = sessions.map { $0.id.uuidString.lowercased() }.sorted()
        #expect(all.sessions.map { $0.id.uuidString.lowercased() } == sortedIds)
        #expect(all.matches == 5 && all.ids == sortedIds && all.unreadable.isEmpty)
        let two = try history.sessions(idPrefix: "0000", limit: 2)
        #expect(two.matches == 5 && two.ids == Array(sortedIds.prefix(2)) && two.sessions.count == 2)
        let full = sessions[2].id.uuidString
        let stored = try #require(try DefaultSessionRepository(database: database).fetch(id: sessions[2].id))
        #expect(try history.sessions(idPrefix: full, limit: 10).sessions == [stored])
        #expect(try history.sessions(idPrefix: full.lowercased(), limit: 10).sessions == [stored])
        #expect(try history.sessions(idPrefix: "00000001", limit: 10).matches == 0)
        #expect(try history.sessions(idPrefix: "zz'", limit: 10) == SessionLookup(matches: 0, ids: [], sessions: []))
        #expect(try history.sessions(idPrefix: "0000", limit: 0) == SessionLookup(matches: 5, ids: [], sessions: []))
        let byPrimaryKey = try database.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN SELECT COUNT(*) FROM session WHERE id >= ? AND id < ?",
                arguments: ["a", "a~"]
            )
            .map { $0["detail"] as String }
        }
        #expect(byPrimaryKey.allSatisfy { $0.contains("USING") && $0.contains("(id>? AND id<?)") }, "\(byPrimaryKey)")
    }

    @Test func anUnreadableSessionIsFoundByItsIdButNotDecoded() throws {
        let (_, sessions) = try saveVariety()
        let broken = sessions[1].id.uuidString.lowercased()
        try database.write { db in
            try db.execute(sql: "UPDATE session SET events = x'ff00' WHERE id = ?", arguments: [broken])
        }
        let found = try history.sessions(idPrefix: broken, limit: 6)
        #expect(found == SessionLookup(matches: 1, ids: [broken], sessions: []) && found.unreadable == [broken])
        #expect(try history.sessions(idPrefix: "0000", limit: 6).unreadable == [broken])
        #expect(reported.items.isEmpty, "the lookup names the row itself; no skipped-row warning is due")
    }

    /// The local Mondays 00:00 of `count` weeks in `zone` ending with the one holding `now`, and the next Monday.
    private func mondays(_ count: Int, endingAt now: Date, in zone: TimeZone) -> [Date] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        calendar.firstWeekday = 2
        let current = calendar.dateInterval(of: .weekOfYear, for: now)!.start
        return (0...count).map { calendar.date(byAdding: .weekOfYear, value: $0 - count + 1, to: current)! }
    }

    @Test func weeklyStatsCountEveryWeekBetweenTheBoundaries() throws {
        // 2027-01-11 00:00 at UTC+8 is Monday 2027-01-10 16:00 UTC; `base` is Friday 2027-01-15 16:00 there.
        let monday = Date(timeIntervalSince1970: 1_799_596_800)
        let week: TimeInterval = 7 * 86_400
        let first = monday.addingTimeInterval(-3 * week)
        try fixtures.save(
            [
                fixtures.session(offset: monday.timeIntervalSince(fixtures.base), status: .completed, active: 100),
                fixtures.session(
                    offset: monday.timeIntervalSince(fixtures.base) + 3 * 86_400, status: .running, active: 30),
                fixtures.session(offset: monday.timeIntervalSince(fixtures.base) - 0.001, status: .ended, active: 50.5),
                fixtures.session(offset: first.timeIntervalSince(fixtures.base), status: .completed, active: 10),
                fixtures.session(offset: first.timeIntervalSince(fixtures.base) - 1, status: .completed, active: 1000),
                fixtures.session(
                    offset: monday.timeIntervalSince(fixtures.base) + week, status: .completed, active: 1000),
            ], in: database)
        let boundaries = (0...4).map { first.addingTimeInterval(Double($0) * week) }
        let stats = try history.weeklyStats(boundaries: boundaries)
        #expect(
            stats == [
                WeekStats(
                    weekStart: first, sessions: 1, activeSeconds: 10, completed: 1, ended: 0, completedSeconds: 10),
                WeekStats(
                    weekStart: first.addingTimeInterval(week), sessions: 0, activeSeconds: 0, completed: 0, ended: 0),
                WeekStats(
                    weekStart: monday.addingTimeInterval(-week), sessions: 1, activeSeconds: 50.5, completed: 0,
                    ended: 1, endedSeconds: 50.5),
                WeekStats(
                    weekStart: monday, sessions: 2, activeSeconds: 130, completed: 1, ended: 0, completedSeconds: 100),
            ])
        #expect(try history.weeklyStats(boundaries: []).isEmpty)
        #expect(try history.weeklyStats(boundaries: [monday]).isEmpty)
        let many = (0...6_000).map { monday.addingTimeInterval(Double($0 - 5_999) * week) }
        let all = try history.weeklyStats(boundaries: many)
        #expect(all.count == DefaultHistoryRepository.maximumWeeks && all.last?.weekStart == monday)
        #expect(all.reduce(0) { $0 + $1.sessions } == 5)
    }

    @Test func weeklyStatsSplitActiveTimeByStatus() throws {
        // One 60-minute completed session and one 1-minute session ended early, in the same week.
        try fixtures.save(
            [
                fixtures.session(offset: 0, status: .completed, active: 3600),
                fixtures.session(offset: 60, status: .ended, active: 60),
            ], in: database)
        let stats = try history.weeklyStats(boundaries: [fixtures.base, fixtures.base.addingTimeInterval(86_400)])
        #expect(stats.map(\.completedSeconds) == [3600] && stats.map(\.endedSeconds) == [60])
        #expect(stats.map(\.completed) == [1] && stats.map(\.ended) == [1])
    }

    @Test func weeksFollowTheLocalCalendarAcrossDaylightSaving() throws {
        let newYork = TimeZone(identifier: "America/New_York")!
        func at(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }
        func save(_ text: String, _ active: Double) throws {
            try fixtures.save(
                [fixtures.session(offset: at(text).timeIntervalSince(fixtures.base), active: active)], in: database)
        }
        try save("2026-07-13T04:30:00Z", 1)  // Monday 00:30 EDT: week 29
        try save("2026-07-13T03:30:00Z", 2)  // Sunday 23:30 EDT: week 28
        try save("2026-01-12T05:30:00Z", 4)  // Monday 00:30 EST: week 3
        try save("2026-01-12T04:30:00Z", 8)  // Sunday 23:30 EST: week 2
        let boundaries = mondays(29, endingAt: at("2026-07-15T16:00:00Z"), in: newYork)
        let stats = try history.weeklyStats(boundaries: boundaries)
        let byStart = Dictionary(uniqueKeysWithValues: stats.map { ($0.weekStart, $0.activeSeconds) })
        #expect(byStart[at("2026-07-13T04:00:00Z")] == 1 && byStart[at("2026-07-06T04:00:00Z")] == 2)
        #expect(byStart[at("2026-01-12T05:00:00Z")] == 4 && byStart[at("2026-01-05T05:00:00Z")] == 8)
    }

    @Test func statsAggregateInOneQueryOverTheStartIndex() throws {
        for weeks in [1, 12, 520] {
            var arguments: StatementArguments = []
            for index in 0..<weeks { arguments += [index, "a", "b"] }
            let plan = try database.read { db in
                try Row.fetchAll(
                    db, sql: "EXPLAIN QUERY PLAN " + DefaultHistoryRepository.weeklySQL(weeks: weeks),
                    arguments: arguments
                ).map { $0["detail"] as String }
            }
            // Each week is one range walk of the start index; no row outside the weeks is read.
            #expect(
                plan.contains("SEARCH session USING INDEX session_on_startedAt (startedAt>? AND startedAt<?)"),
                "\(plan)")
            #expect(!plan.contains { $0.hasPrefix("SCAN session") }, "\(plan)")
        }
    }
}
