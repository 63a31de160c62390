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
        #expect(all.map(\.id) == sessions.map(\.id).sorted { $0.uuidString < $1.uuidString })
        #expect(try history.sessions(idPrefix: "0000", limit: 2).count == 2)
        let full = sessions[2].id.uuidString
        let stored = try #require(try DefaultSessionRepository(database: database).fetch(id: sessions[2].id))
        #expect(try history.sessions(idPrefix: full, limit: 10) == [stored])
        #expect(try history.sessions(idPrefix: full.lowercased(), limit: 10) == [stored])
        #expect(try history.sessions(idPrefix: "00000001", limit: 10).isEmpty)
        #expect(try history.sessions(idPrefix: "zz'", limit: 10).isEmpty)
        #expect(try history.sessions(idPrefix: "0000", limit: 0).isEmpty)
        let byPrimaryKey = try database.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN SELECT * FROM session WHERE id >= ? AND id < ?", arguments: ["a", "a~"]
            )
            .map { $0["detail"] as String }
        }
        #expect(byPrimaryKey == ["SEARCH session USING INDEX sqlite_autoindex_session_1 (id>? AND id<?)"])
    }

    @Test func weeklyStatsCountEveryWeekAtTheGivenOffset() throws {
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
        let stats = try history.weeklyStats(weeks: 4, now: fixtures.base, utcOffsetSeconds: 8 * 3600)
        #expect(
            stats == [
                WeekStats(weekStart: first, sessions: 1, activeSeconds: 10, completed: 1, ended: 0),
                WeekStats(
                    weekStart: first.addingTimeInterval(week), sessions: 0, activeSeconds: 0, completed: 0, ended: 0),
                WeekStats(
                    weekStart: monday.addingTimeInterval(-week), sessions: 1, activeSeconds: 50.5, completed: 0,
                    ended: 1),
                WeekStats(weekStart: monday, sessions: 2, activeSeconds: 130, completed: 1, ended: 0),
            ])
        #expect(try history.weeklyStats(weeks: 0, now: fixtures.base, utcOffsetSeconds: 0).isEmpty)
        let all = try history.weeklyStats(weeks: .max, now: fixtures.base, utcOffsetSeconds: 8 * 3600)
        #expect(all.count == DefaultHistoryRepository.maximumWeeks && all.last?.weekStart == monday)
    }

    @Test func weeksStartOnMondayMidnightWhateverTheOffset() throws {
        func start(_ now: TimeInterval, _ offset: Int) throws -> TimeInterval {
            try #require(
                history.weeklyStats(weeks: 1, now: Date(timeIntervalSince1970: now), utcOffsetSeconds: offset).first
            )
            .weekStart.timeIntervalSince1970
        }
        // Friday 2027-01-15 08:00 UTC is 03:00 at UTC−5: the week began Monday 2027-01-11 05:00 UTC.
        #expect(try start(1_800_000_000, -5 * 3600) == 1_799_643_600)
        #expect(try start(1_800_000_000, 0) == 1_799_625_600)
        // Monday 00:00 sharp belongs to its own week, Sunday 23:59:59 to the one before.
        #expect(try start(1_799_596_800, 8 * 3600) == 1_799_596_800)
        #expect(try start(1_799_596_799, 8 * 3600) == 1_799_596_800 - 7 * 86_400)
        // Before 1970 too (1969-12-31 was a Wednesday; its week began Monday 1969-12-29).
        #expect(try start(-86_400 + 3600, 0) == -3 * 86_400)
    }

    @Test func statsAggregateInOneQueryOverTheStartIndex() throws {
        let plan = try database.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN " + DefaultHistoryRepository.weeklySQL, arguments: [0, 1, "a", "b"]
            ).map { $0["detail"] as String }
        }
        // Only the weeks are sorted (a handful of groups); no row is read outside the range.
        #expect(
            plan == [
                "SEARCH session USING INDEX session_on_startedAt (startedAt>? AND startedAt<?)",
                "USE TEMP B-TREE FOR GROUP BY",
            ])
    }
}
