import Foundation
import GRDB
import Shared

/// `HistoryRepository` on the app database: listings read only their columns, weekly totals one aggregate query.
/// 基于应用数据库的 `HistoryRepository`：列表只读取所需的列，每周统计只用一次聚合查询。
public struct DefaultHistoryRepository: HistoryRepository {
    private let database: AppDatabase
    private let onUnreadable: @Sendable (UnreadableRow) -> Void

    /// `onUnreadable` hears each row a listing had to skip.
    public init(database: AppDatabase, onUnreadable: @escaping @Sendable (UnreadableRow) -> Void = { _ in }) {
        self.database = database
        self.onUnreadable = onUnreadable
    }

    public func summaries(_ query: HistoryQuery) throws(RepositoryError) -> [SessionSummary] {
        guard query.limit > 0 else { return [] }
        return try database.read { db in
            // A file opened read-only before `v3-history` ran has no listing columns yet: read it the slow way.
            guard database.had("v3-history") else {
                return try slowSummaries(query, in: db)
            }
            let (sql, arguments) = Self.listing(query)
            let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
            var summaries: [SessionSummary] = []
            while let row = try rows.next() {
                if let summary = Self.summary(row) {
                    summaries.append(summary)
                } else {
                    onUnreadable(UnreadableRow(table: .session, id: StoredValue.key(row)))
                }
            }
            return summaries
        }
    }

    public func count(_ query: HistoryQuery) throws(RepositoryError) -> Int {
        try database.read { db in
            guard database.had("v3-history") else {
                var all = query
                (all.limit, all.offset, all.until) = (Int.max, 0, nil)
                return try slowSummaries(all, in: db).count
            }
            let (filter, arguments) = Self.conditions(query)
            return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session " + filter, arguments: arguments) ?? 0
        }
    }

    /// The listing query: only the columns a listing shows, walking the index that matches the filter.
    static func listing(_ query: HistoryQuery) -> (sql: String, arguments: StatementArguments) {
        var (filter, arguments) = conditions(query)
        arguments += [query.limit, max(0, query.offset)]
        // Ties in `startedAt` come in the index's own order (by rowid), so a page may skip the last page's ties.
        let order = query.oldestFirst ? "ASC" : "DESC"
        let sql = """
            SELECT id, planId, planName, templateId, status, startedAt, endedAt, activeSeconds, pausedSeconds,
              completedSets, totalSets, tags, adjustments, summary
            FROM session \(filter)ORDER BY startedAt \(order) LIMIT ? OFFSET ?
            """
        return (sql, arguments)
    }

    /// The `WHERE` clause (with a trailing space, or empty) of `query`'s filters, and its arguments.
    private static func conditions(_ query: HistoryQuery) -> (filter: String, arguments: StatementArguments) {
        var conditions: [String] = []
        var arguments: StatementArguments = []
        switch query.plan {
        case .plan(let id)?:
            conditions.append("planId = ?")
            arguments += [id.uuidString.lowercased()]
        case .template(let id)?:
            conditions.append("templateId = ?")
            arguments += [id]
        case .name(let name)?:
            conditions.append("planNameKey = ?")
            arguments += [PlanRules.nameKey(name)]
        case nil:
            break
        }
        if let since = query.since {
            conditions.append("startedAt >= ?")
            arguments += [BackupDate.columnText(since)]
        }
        if let until = query.until {
            conditions.append("startedAt <= ?")
            arguments += [BackupDate.columnText(until)]
        }
        return (conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ") + " ", arguments)
    }

    /// The summary of one listing row, or nil when the row cannot be read (each column checked as a session's is).
    private static func summary(_ row: Row) -> SessionSummary? {
        // `StoredValue` and `SessionCheck`'s ranges: no stored value reaches a view unchecked.
        func value(_ index: Int) -> DatabaseValue { row[index] }
        do {
            guard let id = UUIDText.parse(try StoredValue.text(value(0), "id")),
                let status = SessionStatus(rawValue: try StoredValue.text(value(4), "status")),
                let tags = tags(try StoredValue.text(value(11), "tags")),
                let summary = try StoredValue.optionalText(value(13), "summary")
            else { return nil }
            let planIdText = try StoredValue.optionalText(value(1), "planId")
            let planId = planIdText.flatMap(UUIDText.parse)
            if planIdText != nil && planId == nil { return nil }
            let totalSets = try StoredValue.integer(value(10), "totalSets", in: 0...SessionCheck.mostSets)
            return SessionSummary(
                id: id, planId: planId, planName: try StoredValue.text(value(2), "planName"),
                templateId: try StoredValue.optionalText(value(3), "templateId"), status: status,
                startedAt: try StoredValue.date(value(5), "startedAt"),
                endedAt: try StoredValue.optionalDate(value(6), "endedAt"),
                activeSeconds: try StoredValue.seconds(value(7), "activeSeconds"),
                pausedSeconds: try StoredValue.seconds(value(8), "pausedSeconds"),
                completedSets: try StoredValue.integer(value(9), "completedSets", in: 0...totalSets),
                totalSets: totalSets, tags: tags,
                adjustments: try StoredValue.integer(value(12), "adjustments", in: 0...StoredValue.maximumCount),
                summary: summary)
        } catch {
            return nil
        }
    }

    /// The tags of a stored JSON array of tag names (unknown names are ignored, as when a session is decoded).
    private static func tags(_ text: String) -> Set<SessionTag>? {
        var text = text
        return text.withUTF8 { bytes -> Set<SessionTag>? in
            guard bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]") else { return nil }
            var tags: Set<SessionTag> = []
            var start: Int?
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\"") {
                if let opening = start {
                    let name = String(
                        decoding: UnsafeBufferPointer(rebasing: bytes[opening + 1..<index]), as: UTF8.self)
                    if let tag = SessionTag(rawValue: name) { tags.insert(tag) }
                    start = nil
                } else {
                    start = index
                }
            }
            return tags
        }
    }

    /// Summaries decoded from whole sessions: only for a file whose listing columns do not exist yet.
    private func slowSummaries(_ query: HistoryQuery, in db: Database) throws -> [SessionSummary] {
        var request = SessionRecord.order(
            query.oldestFirst ? SessionRecord.Columns.startedAt.asc : SessionRecord.Columns.startedAt.desc)
        if let since = query.since { request = request.filter(SessionRecord.Columns.startedAt >= since) }
        if let until = query.until { request = request.filter(SessionRecord.Columns.startedAt <= until) }
        let rows = try Row.fetchCursor(db, request.asRequest(of: Row.self))
        var summaries: [SessionSummary] = []
        var skipped = 0
        while summaries.count < query.limit, let row = try rows.next() {
            guard let session = try? SessionRecord(row: row).toDomain() else {
                onUnreadable(UnreadableRow(table: .session, id: StoredValue.key(row)))
                continue
            }
            let matches =
                switch query.plan {
                case .plan(let id)?: session.snapshot.planId == id
                case .template(let id)?: session.snapshot.templateId == id
                case .name(let name)?: PlanRules.nameKey(session.snapshot.name) == PlanRules.nameKey(name)
                case nil: true
                }
            if matches && skipped < query.offset {
                skipped += 1
            } else if matches {
                summaries.append(SessionSummary(session))
            }
        }
        return summaries
    }

    public func sessions(idPrefix prefix: String, limit: Int) throws(RepositoryError) -> SessionLookup {
        let lowered = prefix.lowercased()
        guard lowered.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
            return SessionLookup(matches: 0, ids: [], sessions: [])
        }
        // Ids are lower-case hex and dashes, all below `~`: the range is one walk of the primary-key index.
        let range: StatementArguments = [lowered, lowered + "~"]
        return try database.read { db in
            let matches =
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session WHERE id >= ? AND id < ?", arguments: range)
                ?? 0
            guard limit > 0, matches > 0 else { return SessionLookup(matches: matches, ids: [], sessions: []) }
            let rows = try Row.fetchCursor(
                db, sql: "SELECT * FROM session WHERE id >= ? AND id < ? ORDER BY id LIMIT ?",
                arguments: range + [limit])
            var ids: [String] = []
            var sessions: [Session] = []
            while let row = try rows.next() {
                ids.append((row["id"] as DatabaseValue?).flatMap(String.fromDatabaseValue) ?? "?")
                // A row that does not decode is reported by the caller, which names it.
                if let session = try? SessionRecord(row: row).toDomain() { sessions.append(session) }
            }
            return SessionLookup(matches: matches, ids: ids, sessions: sessions)
        }
    }

    /// Totals of `weeks` weeks (arguments: each week's number, start and end as column text), one index walk each.
    static func weeklySQL(weeks: Int) -> String {
        let values = (0..<weeks).map { _ in "(?, ?, ?)" }.joined(separator: ", ")
        return """
            WITH week(number, start, finish) AS (VALUES \(values))
            SELECT week.number, COUNT(*), TOTAL(activeSeconds), SUM(status = 'completed'), SUM(status = 'ended'),
              TOTAL(CASE WHEN status = 'completed' THEN activeSeconds END),
              TOTAL(CASE WHEN status = 'ended' THEN activeSeconds END)
            FROM week JOIN session ON session.startedAt >= week.start AND session.startedAt < week.finish
            WHERE \(countable)
            GROUP BY week.number
            """
    }

    // An aggregate never sums a damaged value (two of 1e308 make infinity, which no minute count survives).
    /// The rows weekly totals count, in SQL: a listing's row with its date as the app writes it and a sane duration.
    static let countable = """
        (typeof(activeSeconds) IN ('integer', 'real') AND activeSeconds BETWEEN 0 AND \(Int(SessionCheck.maximumSeconds))
          AND status IN ('running', 'paused', 'completed', 'ended') AND typeof(summary) = 'text'
          AND typeof(startedAt) = 'text'
          AND startedAt GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9] [0-9][0-9]:[0-9][0-9]:[0-9][0-9].[0-9][0-9][0-9]')
        """

    /// The ids of the rows from `start` to `end` the weekly totals leave out because they cannot be read.
    static let uncountableSQL = """
        SELECT id FROM session WHERE startedAt >= ? AND startedAt < ? AND NOT coalesce(\(countable), 0)
        """

    /// The most weeks one call returns (100 years); asking for more returns the newest of them.
    static let maximumWeeks = 5_218

    public func weeklyStats(boundaries: [Date]) throws(RepositoryError) -> [WeekStats] {
        let limited = Array(boundaries.suffix(Self.maximumWeeks + 1))
        guard limited.count >= 2 else { return [] }
        let weeks = limited.count - 1
        let texts = limited.map(BackupDate.columnText)
        var arguments: StatementArguments = []
        for index in 0..<weeks { arguments += [index, texts[index], texts[index + 1]] }
        let (totals, uncountable) = try database.read { db in
            (
                try Row.fetchAll(db, sql: Self.weeklySQL(weeks: weeks), arguments: arguments),
                try Row.fetchAll(db, sql: Self.uncountableSQL, arguments: [texts[0], texts[weeks]])
            )
        }
        for row in uncountable { onUnreadable(UnreadableRow(table: .session, id: StoredValue.key(row))) }
        var byWeek: [Int: Row] = [:]
        for row in totals { if let index = try? row.decode(Int.self, atIndex: 0) { byWeek[index] = row } }
        return (0..<weeks).map { index in
            let start = limited[index]
            guard let row = byWeek[index] else {
                return WeekStats(weekStart: start, sessions: 0, activeSeconds: 0, completed: 0, ended: 0)
            }
            return WeekStats(
                weekStart: start, sessions: (try? row.decode(Int.self, atIndex: 1)) ?? 0,
                activeSeconds: (try? row.decode(Double.self, atIndex: 2)) ?? 0,
                completed: (try? row.decode(Int.self, atIndex: 3)) ?? 0,
                ended: (try? row.decode(Int.self, atIndex: 4)) ?? 0,
                completedSeconds: (try? row.decode(Double.self, atIndex: 5)) ?? 0,
                endedSeconds: (try? row.decode(Double.self, atIndex: 6)) ?? 0)
        }
    }
}
