import Foundation
import GRDB
import Shared
import Synchronization
import Testing

@testable import Persistence

/// Every column of every table damaged with every class of bad value: each reader reads the row or skips and names
/// it (never traps, never drops it silently), and the other rows read as they were.
/// 每个表的每一列都用各类坏值损坏：每个读取方要么读出该行，要么跳过并点名（绝不崩溃、绝不悄悄丢掉），其余行照常读出。
@Suite struct StoredValueTests {
    /// The rows a reader named as unreadable.
    /// 读取方点名为无法读取的行。
    final class Heard: Sendable {
        private let rows = Mutex<[UnreadableRow]>([])
        var all: [UnreadableRow] { rows.withLock { $0 } }
        var report: @Sendable (UnreadableRow) -> Void { { row in self.rows.withLock { $0.append(row) } } }
    }

    /// A class of bad value, as an SQL expression of the column's original text.
    /// 一类坏值，以列原始文本的 SQL 表达式给出。
    struct Damage: CustomStringConvertible {
        let name: String
        let sql: (String) -> String
        /// True when no reader may accept it in a date, number or boolean column.
        let refusedInTypedColumns: Bool
        /// True when it breaks text that must parse (ids, JSON, statuses) wherever it lands.
        let breaksParsedText: Bool

        var description: String { name }

        static func byte(_ byte: UInt8, at position: Int = 0) -> Damage {
            Damage(
                name: String(format: "byte 0x%02X at %d", byte, position),
                sql: { original in
                    var bytes = Array((original.isEmpty ? "0" : original).utf8)
                    bytes[min(position, bytes.count - 1)] = byte
                    return "CAST(x'" + bytes.map { String(format: "%02x", $0) }.joined() + "' AS TEXT)"
                }, refusedInTypedColumns: true, breaksParsedText: position == 0)
        }

        static func literal(_ sql: String, refused: Bool = true) -> Damage {
            Damage(name: sql, sql: { _ in sql }, refusedInTypedColumns: refused, breaksParsedText: refused)
        }

        /// Every class: the bytes 0x80–0xFF (all of them, or the edges and the GRDB trap), 5-digit years, numbers at
        /// ±1e20/±1e300/the Int64 limits, infinities, wrong types.
        static func all(everyByte: Bool) -> [Damage] {
            let bytes: [UInt8] = everyByte ? Array(0x80...0xFF) : [0x80, 0x90, 0xAF, 0xB0, 0xC3, 0xFF]
            return bytes.map { byte($0) } + [byte(0x90, at: 5), byte(0xFF, at: 18)]
                + ["'10000-01-01 00:00:00.000'", "'99999-12-31 23:59:59.999'", "'-0001-01-01 00:00:00.000'"].map {
                    literal($0)
                }
                + ["1e20", "-1e20", "1e300", "-1e300", "9223372036854775807", "-9223372036854775808", "-1"].map {
                    literal($0)
                }
                + ["9e999", "-9e999", "'abc'", "''", "x'00ff80'"].map { literal($0) }
                + [literal("42", refused: false), literal("NULL", refused: false)]
        }
    }

    /// What a column holds, which decides what a damaged value must do.
    /// 列中保存的内容，决定损坏值应有的结果。
    enum Kind {
        /// A date, a number or a boolean: every refused class must be refused.
        case typed
        /// Text that must parse (an id, a status, JSON): damaged text and blobs must be refused.
        case parsed
        /// Free text (a name): only a blob must be refused.
        case text
    }

    static let columns: [(table: String, column: String, kind: Kind)] = [
        ("plan", "id", .parsed), ("plan", "name", .text), ("plan", "setsCount", .typed),
        ("plan", "workSeconds", .typed), ("plan", "restSeconds", .typed), ("plan", "warmupSeconds", .typed),
        ("plan", "cooldownSeconds", .typed), ("plan", "rounds", .typed), ("plan", "roundRestSeconds", .typed),
        ("plan", "exercises", .parsed), ("plan", "isFavorite", .typed), ("plan", "isArchived", .typed),
        ("plan", "createdAt", .typed), ("plan", "updatedAt", .typed), ("plan", "lastUsedAt", .typed),
        ("plan", "forkedFromVersionId", .parsed), ("plan", "cueSettings", .parsed), ("plan", "contentHash", .text),
        ("plan", "music", .parsed),
        ("planVersion", "id", .parsed), ("planVersion", "planId", .text), ("planVersion", "number", .typed),
        ("planVersion", "status", .parsed), ("planVersion", "name", .text), ("planVersion", "content", .parsed),
        ("planVersion", "contentHash", .text), ("planVersion", "createdAt", .typed),
        ("session", "id", .parsed), ("session", "planId", .parsed), ("session", "planName", .text),
        ("session", "snapshot", .parsed), ("session", "status", .parsed), ("session", "startedAt", .typed),
        ("session", "endedAt", .typed), ("session", "activeSeconds", .typed), ("session", "pausedSeconds", .typed),
        ("session", "completedSets", .typed), ("session", "totalSets", .typed), ("session", "events", .parsed),
        ("session", "overrides", .parsed), ("session", "tags", .parsed), ("session", "templateId", .text),
        ("session", "planNameKey", .text), ("session", "summary", .text), ("session", "adjustments", .typed),
        ("setting", "key", .text), ("setting", "value", .text),
    ]

    /// The columns a history listing reads (the others are read by `history show`, backups and the doctor).
    static let listingColumns: Set<String> = [
        "id", "planId", "planName", "templateId", "status", "startedAt", "endedAt", "activeSeconds", "pausedSeconds",
        "completedSets", "totalSets", "tags", "adjustments", "summary",
    ]

    private let fixtures = HistoryFixtures()
    /// Where each exported bundle is imported again (`--replace` empties it first).
    private let importTarget = AppDatabase.inMemory()

    /// A database with two plans (the first with two versions), three sessions and two settings; the ids of the
    /// rows damaged (the first of each table) and of the others.
    private func seeded() throws -> (AppDatabase, target: [String: String], others: [String: [String]]) {
        let database = AppDatabase.inMemory()
        let legs = fixtures.plan("Legs", music: fixtures.music())
        let arms = fixtures.plan("Arms")
        let versions = try fixtures.save(legs, versions: 2, in: database)
        try fixtures.save(arms, in: database)
        let sessions = [
            fixtures.session(of: legs, offset: 0), fixtures.session(template: PlanTemplate.builtIn[1], offset: 3600),
            fixtures.session(offset: 7200, status: .ended),
        ]
        try fixtures.save(sessions, in: database)
        let settings = DefaultSettingsRepository(database: database)
        try settings.set("off", for: .bell)
        try settings.set("zh", for: .voiceLanguage)
        let id = { (uuid: UUID) in uuid.uuidString.lowercased() }
        return (
            database,
            [
                "plan": id(legs.id), "planVersion": id(versions[0].id), "session": id(sessions[0].id),
                "setting": "cues.bell",
            ],
            [
                "plan": [id(arms.id)], "planVersion": [id(versions[1].id)],
                "session": sessions.dropFirst().map { id($0.id) },
                "setting": ["voice.language"],
            ]
        )
    }

    /// Puts `damage` into one column of the target row; the column's original value, or nil when SQLite refuses the
    /// damage (NULL in a NOT NULL column).
    @discardableResult
    private func damage(
        _ database: AppDatabase, _ table: String, _ column: String, _ key: String, _ damage: Damage
    )
        throws -> DatabaseValue?
    {
        let keyColumn = table == "setting" ? "key" : "id"
        return try database.writer.write { db in
            let original = try DatabaseValue.fetchOne(
                db, sql: "SELECT \(column) FROM \(table) WHERE \(keyColumn) = ?", arguments: [key])
            let text = try String.fetchOne(
                db, sql: "SELECT CAST(\(column) AS TEXT) FROM \(table) WHERE \(keyColumn) = ?", arguments: [key])
            do {
                try db.execute(
                    sql: "UPDATE \(table) SET \(column) = \(damage.sql(text ?? "")) WHERE \(keyColumn) = ?",
                    arguments: [key])
                return original
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                return nil
            }
        }
    }

    /// Puts the original value back into the table's first row (the target).
    private func restore(_ database: AppDatabase, _ table: String, _ column: String, _ original: DatabaseValue) throws {
        try database.writer.write { db in
            try db.execute(
                sql: "UPDATE \(table) SET \(column) = ? WHERE rowid = (SELECT MIN(rowid) FROM \(table))",
                arguments: [original])
        }
    }

    /// The key the damaged row is named by (its id may be what was damaged).
    private func damagedKey(_ database: AppDatabase, _ table: String) throws -> String {
        try database.read { db in
            let row = try Row.fetchOne(db, sql: "SELECT * FROM \(table) ORDER BY rowid LIMIT 1")!
            return StoredValue.key(row, table == "setting" ? "key" : "id")
        }
    }

    /// True when `damage` in a column of `kind` must make the row unreadable.
    private static func mustRefuse(_ damage: Damage, in kind: Kind) -> Bool {
        if damage.name == "x'00ff80'" { return true }
        switch kind {
        case .typed: return damage.refusedInTypedColumns
        case .parsed: return damage.breaksParsedText
        case .text: return false
        }
    }

    @Test func everyColumnOfEveryTableReadsOrIsNamed() throws {
        let (database, target, others) = try seeded()
        var cases = 0
        for (table, column, kind) in Self.columns {
            // Every byte where the issue found the trap (a session's start); the edges and the trap elsewhere.
            for damage in Damage.all(everyByte: table == "session" && column == "startedAt") {
                guard let original = try self.damage(database, table, column, target[table]!, damage) else { continue }
                cases += 1
                let key = try damagedKey(database, table)
                let context = Comment(rawValue: "\(table).\(column) = \(damage)")
                let refused = Self.mustRefuse(damage, in: kind)
                switch table {
                case "plan": try checkPlans(database, key: key, others: others["plan"]!, refused: refused, context)
                case "planVersion":
                    try checkVersions(database, key: key, others: others["planVersion"]!, refused: refused, context)
                case "session":
                    try checkSessions(
                        database, key: key, others: others["session"]!, refused: refused,
                        inListing: Self.listingColumns.contains(column), context)
                default: try checkSettings(database, key: key, refused: refused, context)
                }
                try checkBackup(database, key: key, refused: refused, context)
                try restore(database, table, column, original)
            }
        }
        #expect(cases > 1000)
        // Each damage was put back: every row reads again.
        let heard = Heard()
        #expect(
            try DefaultSessionRepository(database: database, onUnreadable: heard.report).recent(limit: 9).count == 3)
        #expect(try DefaultPlanRepository(database: database).unreadable().isEmpty && heard.all.isEmpty)
    }

    /// Plans: the listing either holds the damaged plan or names it, and always holds the other plan.
    private func checkPlans(
        _ database: AppDatabase, key: String, others: [String], refused: Bool, _ context: Comment
    )
        throws
    {
        let heard = Heard()
        let plans = try DefaultPlanRepository(database: database, onUnreadable: heard.report).fetch(.all)
        let ids = plans.map { $0.id.uuidString.lowercased() }
        #expect(ids.filter(others.contains) == others, context)
        let read = ids.count - others.count
        #expect(read + heard.all.count == 1, context)
        if refused { #expect(heard.all == [UnreadableRow(table: .plan, id: key)], context) }
    }

    /// Versions: the plan's versions are listed or named, and a new version is numbered after the readable ones.
    private func checkVersions(
        _ database: AppDatabase, key: String, others: [String], refused: Bool, _ context: Comment
    ) throws {
        let heard = Heard()
        let repository = DefaultPlanVersionRepository(database: database, onUnreadable: heard.report)
        let planId = try #require(try DefaultPlanRepository(database: database).fetch(.all).first { $0.name == "Legs" })
            .id
        let versions = try repository.versions(ofPlan: planId)
        let ids = versions.map { $0.id.uuidString.lowercased() }
        #expect(ids.filter(others.contains) == others, context)
        #expect(ids.count - others.count + heard.all.count <= 1, context)
        if refused { #expect(heard.all == [UnreadableRow(table: .planVersion, id: key)], context) }
        let next = try repository.append(
            planId: planId, id: fixtures.ids.makeID(), status: .draft, name: "Legs",
            content: versions.last?.content ?? PlanContent(setsCount: 2, workSeconds: 20, restSeconds: 10),
            createdAt: fixtures.base)
        #expect(next.number == (versions.map(\.number).max() ?? 1) + 1, context)
        try database.writer.write { db in
            try db.execute(sql: "DELETE FROM planVersion WHERE id = ?", arguments: [next.id.uuidString.lowercased()])
        }
    }

    /// Sessions: whole sessions, the listing and the weekly totals each read the row or name it.
    private func checkSessions(
        _ database: AppDatabase, key: String, others: [String], refused: Bool, inListing: Bool, _ context: Comment
    ) throws {
        let heard = Heard()
        let sessions = try DefaultSessionRepository(database: database, onUnreadable: heard.report).recent(limit: 10)
        let ids = sessions.map { $0.id.uuidString.lowercased() }
        #expect(Set(ids).isSuperset(of: others), context)
        #expect(ids.count - others.count + heard.all.count == 1, context)
        if refused { #expect(heard.all == [UnreadableRow(table: .session, id: key)], context) }
        let listingHeard = Heard()
        let history = DefaultHistoryRepository(database: database, onUnreadable: listingHeard.report)
        let listed = try history.summaries(HistoryQuery(limit: 100)).map { $0.id.uuidString.lowercased() }
        #expect(Set(listed).isSuperset(of: others), context)
        #expect(listed.count - others.count + listingHeard.all.count == 1, context)
        if refused && inListing { #expect(listingHeard.all == [UnreadableRow(table: .session, id: key)], context) }
        let weeks = (0...4).map { fixtures.base.addingTimeInterval(Double($0 - 2) * 7 * 86_400) }
        let statsHeard = Heard()
        let totals = try DefaultHistoryRepository(database: database, onUnreadable: statsHeard.report)
            .weeklyStats(boundaries: weeks)
        let counted = totals.reduce(0) { $0 + $1.sessions }
        #expect(counted + statsHeard.all.count <= 3 && counted >= 2, context)
        for week in totals {
            #expect(week.activeSeconds >= 0 && week.activeSeconds <= 3 * SessionCheck.maximumSeconds, context)
        }
    }

    /// Settings: the damaged key reads or is named; the other key always reads.
    private func checkSettings(_ database: AppDatabase, key: String, refused: Bool, _ context: Comment) throws {
        let heard = Heard()
        let values = try DefaultSettingsRepository(database: database, onUnreadable: heard.report).storedValues()
        #expect(values[.voiceLanguage] == "zh", context)
        #expect((values[.bell] == nil ? 0 : 1) + heard.all.count <= 1, context)
        if refused { #expect(heard.all == [UnreadableRow(table: .setting, id: key)], context) }
    }

    /// A backup holds what reads and names the rest; a bundle it wrote imports again.
    private func checkBackup(
        _ database: AppDatabase, key: String, refused: Bool, _ context: Comment
    )
        throws
    {
        var bundle = Data()
        let report = try DefaultBackupRepository(database: database).export(exportedAt: fixtures.base) {
            bundle.append($0)
        }
        if refused { #expect(report.unreadable.contains { $0.id == key }, context) }
        var chunks = [bundle]
        let imported = try DefaultBackupRepository(database: importTarget).importBundle(mode: .replace) {
            chunks.isEmpty ? nil : chunks.removeFirst()
        }
        #expect(imported.written.sessions == report.written.sessions, context)
    }

    @Test func theGRDBTrapByteIsReadAsDamageByEveryReader() throws {
        // The text of the issue: 0x90 where a date's first digit belongs made `history` die with SIGILL.
        let (database, target, others) = try seeded()
        #expect(try damage(database, "session", "startedAt", target["session"]!, .byte(0x90)) != nil)
        let heard = Heard()
        let history = DefaultHistoryRepository(database: database, onUnreadable: heard.report)
        let listed = try history.summaries(HistoryQuery(limit: 10)).map { $0.id.uuidString.lowercased() }
        #expect(listed == others["session"]!.reversed())
        #expect(heard.all == [UnreadableRow(table: .session, id: target["session"]!)])
        let lookup = try history.sessions(idPrefix: target["session"]!, limit: 5)
        #expect(lookup.matches == 1 && lookup.ids == [target["session"]!] && lookup.sessions.isEmpty)
    }

    @Test func aDamagedPlanNeverHidesAnotherPlan() throws {
        // `lastUsedAt` with a byte 0x8E made `start` fail for every plan and template.
        let (database, target, others) = try seeded()
        #expect(try damage(database, "plan", "lastUsedAt", target["plan"]!, .byte(0x8E)) != nil)
        let heard = Heard()
        let recent = try DefaultPlanRepository(database: database, onUnreadable: heard.report).fetch(.recent)
        #expect(recent.map { $0.id.uuidString.lowercased() } == others["plan"]!)
        #expect(heard.all == [UnreadableRow(table: .plan, id: target["plan"]!)])
    }

    @Test func weeklyTotalsLeaveOutAndNameAHugeDuration() throws {
        let (database, target, _) = try seeded()
        #expect(try damage(database, "session", "activeSeconds", target["session"]!, .literal("1e308")) != nil)
        let heard = Heard()
        let weeks = [fixtures.base.addingTimeInterval(-86_400), fixtures.base.addingTimeInterval(6 * 86_400)]
        let totals = try DefaultHistoryRepository(database: database, onUnreadable: heard.report)
            .weeklyStats(boundaries: weeks)
        #expect(totals.map(\.sessions) == [2])
        #expect(totals.map(\.activeSeconds) == [230.125 * 2])
        #expect(heard.all == [UnreadableRow(table: .session, id: target["session"]!)])
    }

    @Test func theDoctorNamesADamagedRowOfEveryTable() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("interfit.sqlite")
        let database = try AppDatabase.openForWriting(path: path)
        let legs = fixtures.plan("Legs")
        let version = try fixtures.save(legs, versions: 1, in: database)[0]
        let session = fixtures.session(of: legs, offset: 0)
        try fixtures.save([session], in: database)
        try DefaultSettingsRepository(database: database).set("off", for: .bell)
        let lower = { (id: UUID) in id.uuidString.lowercased() }
        #expect(try damage(database, "plan", "createdAt", lower(legs.id), .byte(0x90)) != nil)
        #expect(
            try damage(database, "planVersion", "number", lower(version.id), .literal("9223372036854775807")) != nil)
        #expect(
            try damage(database, "session", "endedAt", lower(session.id), .literal("'10000-01-01 00:00:00.000'")) != nil
        )
        #expect(try damage(database, "setting", "value", "cues.bell", .literal("x'00ff80'")) != nil)
        let health = DefaultDatabaseInspector(path: path).inspect(full: true)
        #expect(
            health.unreadableRows == [
                "plan " + lower(legs.id), "planVersion " + lower(version.id), "session " + lower(session.id),
                "setting cues.bell",
            ])
    }
}
