import Foundation
import Persistence
import Shared
import TestSupport
import Testing

/// Every column of every table damaged with every class of bad value, and crafted journals, through the real binary:
/// no command traps, each damaged row is named in a warning where it is skipped, every other row is still shown.
/// 每个表的每一列都用各类坏值损坏，并构造异常日志，经真实程序运行：没有命令崩溃，被跳过的损坏行都在警告中点名，其余行照常显示。
@Suite struct StoredValueFuzzTests {
    /// A class of bad value: an SQL expression that replaces a column's content.
    /// 一类坏值：替换列内容的 SQL 表达式。
    struct Damage: CustomStringConvertible, Sendable {
        let name: String
        /// The expression, given the quoted column name (a byte damage keeps the rest of the original text).
        let sql: @Sendable (String) -> String
        /// True when a date, number or boolean column holding it must be refused.
        let refusedTyped: Bool
        /// True when text that must parse (an id, JSON, a status) holding it must be refused.
        let refusedParsed: Bool
        /// True when it may go into a NOT NULL column.
        var fitsNotNull: Bool { name != "NULL" }

        var description: String { name }

        static func byte(_ byte: UInt8) -> Damage {
            Damage(
                name: String(format: "byte 0x%02X", byte),
                sql: { column in
                    let hex = (byte < 16 ? "0" : "") + String(byte, radix: 16)
                    // A NULL (a silent plan's music) becomes the byte alone.
                    return "CAST(x'\(hex)' AS TEXT) || substr(coalesce(CAST(\(column) AS TEXT), 'x'), 2)"
                },
                refusedTyped: true, refusedParsed: true)
        }

        static func literal(_ sql: String, refused: Bool = true) -> Damage {
            Damage(name: sql, sql: { _ in sql }, refusedTyped: refused, refusedParsed: refused)
        }

        /// 5-digit (and negative) years, numbers at ±1e20/±1e300/the Int64 limits, infinities (SQLite keeps no NaN:
        /// it stores NULL), wrong types (text in number columns, blobs, an empty text, a number), NULL.
        static let others: [Damage] =
            ["'10000-01-01 00:00:00.000'", "'99999-12-31 23:59:59.999'", "'-0001-01-01 00:00:00.000'"].map {
                literal($0)
            }
            + ["1e20", "-1e20", "1e300", "-1e300", "9223372036854775807", "-9223372036854775808", "-1", "9e999"].map {
                literal($0)
            }
            + ["-9e999", "'abc'", "''", "x'00ff80'"].map { literal($0) }
            + [literal("42", refused: false), literal("NULL", refused: false)]
    }

    /// What a column holds, which decides what a damaged value must do.
    /// 列中保存的内容，决定损坏值应有的结果。
    enum Kind {
        /// A date, a number or a boolean.
        case typed
        /// Text that must parse: an id, a status, JSON.
        case parsed
        /// Free text: only a blob is refused.
        case text
    }

    /// Every column of the four tables, whether it may be NULL, and what it holds.
    static let columns: [String: [(name: String, nullable: Bool, kind: Kind)]] = [
        "plan": [
            ("id", false, .parsed), ("name", false, .text), ("setsCount", false, .typed),
            ("workSeconds", false, .typed), ("restSeconds", false, .typed), ("warmupSeconds", false, .typed),
            ("cooldownSeconds", false, .typed), ("rounds", false, .typed), ("roundRestSeconds", false, .typed),
            ("exercises", false, .parsed), ("isFavorite", false, .typed), ("isArchived", false, .typed),
            ("createdAt", false, .typed), ("updatedAt", false, .typed), ("lastUsedAt", true, .typed),
            ("forkedFromVersionId", true, .parsed), ("cueSettings", false, .parsed), ("contentHash", false, .text),
            ("music", true, .parsed),
        ],
        "planVersion": [
            ("id", false, .parsed), ("planId", false, .parsed), ("number", false, .typed), ("status", false, .parsed),
            ("name", false, .text), ("content", false, .parsed), ("contentHash", false, .text),
            ("createdAt", false, .typed),
        ],
        "session": [
            ("id", false, .parsed), ("planId", true, .parsed), ("planName", false, .text), ("snapshot", false, .parsed),
            ("status", false, .parsed), ("startedAt", false, .typed), ("endedAt", true, .typed),
            ("activeSeconds", false, .typed), ("pausedSeconds", false, .typed), ("completedSets", false, .typed),
            ("totalSets", false, .typed), ("events", false, .parsed), ("overrides", false, .parsed),
            ("tags", false, .parsed), ("templateId", true, .text), ("planNameKey", false, .text),
            ("summary", true, .text), ("adjustments", false, .typed),
        ],
        "setting": [("value", false, .parsed)],
    ]

    /// One damaged row: its id (its key for a setting), the column and the damage.
    /// 一行被损坏的记录：其 id（设置则为键）、列与损坏方式。
    struct Damaged {
        let id: String
        let column: String
        let kind: Kind
        let damage: Damage

        /// True when every reader of the column must refuse the row.
        var refused: Bool {
            switch kind {
            case .typed: damage.refusedTyped
            case .parsed: damage.refusedParsed
            case .text: damage.name == "x'00ff80'"
            }
        }
    }

    /// The bytes 0x80–0xFF, dealt to the columns of `table` in a seeded order so that each column gets several and
    /// all of them are used (the byte the issue found, 0x90, also goes to every date column).
    static func damages(for table: String, seed: UInt64) -> [(column: String, nullable: Bool, kind: Kind, Damage)] {
        var generator = SplitMix(seed: seed)
        let columns = Self.columns[table]!
        let bytes = Array(UInt8(0x80)...UInt8(0xFF)).shuffled(using: &generator)
        let perColumn = max(3, (bytes.count + columns.count - 1) / columns.count)
        var found: [(String, Bool, Kind, Damage)] = []
        for (index, column) in columns.enumerated() {
            let dealt = (0..<perColumn).map { bytes[(index * perColumn + $0) % bytes.count] }
            let extra: [UInt8] = column.name.hasSuffix("At") && !dealt.contains(0x90) ? [0x90] : []
            for damage in (dealt + extra).map(Damage.byte) + Damage.others
            where damage.fitsNotNull || column.nullable {
                found.append((column.name, column.nullable, column.kind, damage))
            }
        }
        return found
    }

    /// A seeded generator (SplitMix64), so every run damages the same way.
    /// 带种子的随机数生成器（SplitMix64），每次运行的损坏方式都相同。
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    // MARK: - The library

    /// Two plans (Legs published once), three sessions, two settings, made by the binary itself.
    private func library(_ cli: CommandLineRunner) throws {
        let quiet = ["--no-tui", "--cues", "none"]
        let steps: [([String], String?)] = [
            (["plans", "create", "Legs", "--sets", "3", "--work", "20", "--rest", "10", "--exercise", "squat"], nil),
            (["plans", "publish", "Legs"], nil),
            (["plans", "create", "Core work", "--sets", "2", "--work", "30", "--rest", "15"], nil),
            (["start", "Legs"] + quiet, "skip\nextend 15\nend\n"), (["start", "tabata"] + quiet, "end\n"),
            (["start", "Core work"] + quiet, "pause\nresume\nend\n"),
            (["settings", "set", "cues.voice", "on"], nil), (["settings", "set", "voice.language", "zh"], nil),
        ]
        for (arguments, input) in steps {
            let result = try cli.run(arguments, input: input)
            try #require(result.status == 0, "\(arguments): \(result.stderr)")
        }
    }

    /// Runs SQL on the database with the `sqlite3` program; its output lines.
    @discardableResult
    private func sql(_ cli: CommandLineRunner, _ script: String) throws -> [String] {
        let run = try Spawn(["sqlite3", "-bail", cli.databasePath], input: script)
        try #require(run.wait() == 0, "sqlite3: \(run.errorOutput)")
        return run.output.split(separator: "\n").map(String.init)
    }

    /// Copies the row `template` of `table` once per damage, each copy with a fresh id and one column damaged.
    private func damageCopies(
        _ cli: CommandLineRunner, table: String, template: String, seed: UInt64, rename: (Int) -> String = { _ in "" }
    ) throws -> [Damaged] {
        var script = "BEGIN;\n"
        var damaged: [Damaged] = []
        for (index, (column, _, kind, damage)) in Self.damages(for: table, seed: seed).enumerated() {
            let id = String(format: "d%07x-0000-4000-8000-%012x", index + 1, index + 1)
            script += """
                CREATE TEMP TABLE copy AS SELECT * FROM "\(table)" WHERE id = '\(template)';
                UPDATE copy SET id = '\(id)'\(rename(index + 1));
                INSERT INTO "\(table)" SELECT * FROM copy;
                DROP TABLE copy;
                UPDATE "\(table)" SET "\(column)" = \(damage.sql("\"\(column)\"")) WHERE id = '\(id)';

                """
            damaged.append(Damaged(id: id, column: column, kind: kind, damage: damage))
        }
        try sql(cli, script + "COMMIT;\n")
        return damaged
    }

    /// Fails on a trap (SIGILL, SIGABRT, SIGSEGV or any other signal) and on an exit other than `expected`.
    @discardableResult
    private func run(
        _ cli: CommandLineRunner, _ arguments: [String], input: String? = nil, expect expected: Int32 = 0
    ) throws -> CommandLineRunner.Result {
        let result = try cli.run(arguments, input: input)
        #expect(result.status < 128, "\(arguments) trapped: \(result.status)")
        #expect(result.status == expected, "\(arguments): \(result.status) \(result.stderr.suffix(600))")
        return result
    }

    /// The rows `doctor --full --json` names as unreadable.
    private func doctorUnreadable(_ cli: CommandLineRunner) throws -> Set<String> {
        let result = try run(cli, ["doctor", "--full", "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return Set(try #require(report["unreadableRows"] as? [String]))
    }

    /// `backup export -` names every refused row and writes a bundle `backup import` takes back whole.
    private func checkBackup(_ cli: CommandLineRunner, table: String, damaged: [Damaged]) throws {
        let exported = try run(cli, ["backup", "export", "-"])
        for row in damaged where row.refused && row.column != "id" {
            #expect(exported.stderr.contains(row.id), "backup: \(table).\(row.column) = \(row.damage) not named")
        }
        var other = CommandLineRunner()
        other.environment["INTERFIT_DB"] = cli.file("restored.sqlite")
        try run(other, ["backup", "import", "-", "--replace", "--yes"], input: exported.stdout)
    }

    // MARK: - Tables

    @Test func sessions() throws {
        let cli = CommandLineRunner()
        try library(cli)
        let pristine = try sql(cli, "SELECT id FROM session ORDER BY startedAt;")
        let damaged = try damageCopies(cli, table: "session", template: pristine[0], seed: 19)
        for arguments in [["history", "--limit", "10000"], ["history", "--json", "--limit", "10000"]] {
            let listing = try run(cli, arguments)
            let json = arguments.contains("--json")
            for id in pristine { #expect(listing.stdout.contains(json ? id : String(id.prefix(8))), "\(id) shown") }
            for row in damaged where row.column != "id" {
                let shown = listing.stdout.contains(json ? row.id : String(row.id.prefix(8)))
                let named = listing.stderr.contains(row.id)
                #expect(
                    shown != named,
                    "\(arguments): session.\(row.column) = \(row.damage): shown \(shown), named \(named)")
                let listed = !["snapshot", "events", "overrides", "planNameKey"].contains(row.column)
                if row.refused && listed { #expect(named, "\(arguments): session.\(row.column) = \(row.damage)") }
            }
        }
        for arguments in [["stats"], ["stats", "--json"], ["stats", "--weeks", "520"]] { try run(cli, arguments) }
        let unreadable = try doctorUnreadable(cli)
        for row in damaged where row.refused && row.column != "id" {
            #expect(unreadable.contains("session " + row.id), "doctor: session.\(row.column) = \(row.damage)")
        }
        var generator = SplitMix(seed: 7)
        for row in damaged.filter({ $0.column != "id" }).shuffled(using: &generator).prefix(12) {
            let shown = try run(cli, ["history", "show", row.id], expect: row.refused ? 74 : 0)
            if row.refused { #expect(shown.stderr.contains(row.id), "show names \(row.id)") }
        }
        try run(cli, ["history", "show", String(pristine[1].prefix(8))])
        try checkBackup(cli, table: "session", damaged: damaged)
        try run(cli, ["start", "tabata", "--no-tui", "--cues", "none"], input: "end\n")
    }

    @Test func plans() throws {
        let cli = CommandLineRunner()
        try library(cli)
        let legs = try sql(cli, "SELECT id FROM plan WHERE name = 'Legs';")[0]
        let core = try sql(cli, "SELECT id FROM plan WHERE name = 'Core work';")[0]
        let damaged = try damageCopies(cli, table: "plan", template: legs, seed: 23) { ", name = 'Fuzz \($0)'" }
        for arguments in [["plans", "list", "--all"], ["plans", "list", "--all", "--json"]] {
            let listing = try run(cli, arguments)
            let json = arguments.contains("--json")
            for id in [legs, core] { #expect(listing.stdout.contains(json ? id : String(id.prefix(8)))) }
            for row in damaged where row.column != "id" {
                let shown = listing.stdout.contains(json ? row.id : String(row.id.prefix(8)))
                let named = listing.stderr.contains(row.id)
                #expect(
                    shown != named, "\(arguments): plan.\(row.column) = \(row.damage): shown \(shown), named \(named)")
                if row.refused { #expect(named, "\(arguments): plan.\(row.column) = \(row.damage)") }
            }
        }
        try run(cli, ["plans", "show", "Core work"])
        try run(cli, ["plans", "export", "Core work"])
        try run(cli, ["history", "--plan", "Legs"])
        // A damaged plan never stops a template or another plan from starting.
        for plan in ["tabata", "Core work", "Legs"] {
            let started = try run(cli, ["start", plan, "--no-tui", "--cues", "none"], input: "end\n")
            #expect(started.stdout.contains("ended early"), "\(plan) ran")
        }
        let unreadable = try doctorUnreadable(cli)
        for row in damaged where row.refused && row.column != "id" {
            #expect(unreadable.contains("plan " + row.id), "doctor: plan.\(row.column) = \(row.damage)")
        }
        try checkBackup(cli, table: "plan", damaged: damaged)
    }

    @Test func planVersions() throws {
        let cli = CommandLineRunner()
        try library(cli)
        let version = try sql(cli, "SELECT id FROM planVersion;")[0]
        let damaged = try damageCopies(cli, table: "planVersion", template: version, seed: 29) {
            ", number = \(100 + $0)"
        }
        let versions = try run(cli, ["plans", "versions", "Legs"])
        #expect(versions.stdout.contains(String(version.prefix(8))))
        for row in damaged where !["id", "planId"].contains(row.column) {
            let shown = versions.stdout.contains(String(row.id.prefix(8)))
            #expect(shown != versions.stderr.contains(row.id), "versions: planVersion.\(row.column) = \(row.damage)")
        }
        try run(cli, ["plans", "show", "Legs"])
        // The next number counts on from the readable versions; a damaged Int64.max never overflows it.
        try run(cli, ["plans", "edit", "Legs", "--sets", "4"])
        try run(cli, ["plans", "publish", "Legs"])
        let unreadable = try doctorUnreadable(cli)
        for row in damaged where row.refused && row.column != "id" {
            #expect(unreadable.contains("planVersion " + row.id), "doctor: planVersion.\(row.column) = \(row.damage)")
        }
        try checkBackup(cli, table: "planVersion", damaged: damaged)
    }

    @Test func settings() throws {
        let cli = CommandLineRunner()
        try library(cli)
        let keys = SettingKey.allCases.map(\.rawValue)
        // Six of the bytes (the column has one kind of content: text a key must allow) and every other class.
        let values =
            Self.damages(for: "setting", seed: 31).map { $0.3 }.filter(\.fitsNotNull)
            .filter { !$0.name.hasPrefix("byte") }
            + [0x80, 0x90, 0xAF, 0xB0, 0xC3, 0xFF].map(Damage.byte)
        // Eight keys a round: each round damages every key with another class of value.
        for round in stride(from: 0, to: values.count, by: keys.count) {
            var script = "BEGIN; DELETE FROM setting;\n"
            var damaged: [Damaged] = []
            for (key, damage) in zip(keys, values[round...]) {
                script += "INSERT INTO setting VALUES ('\(key)', 'on');\n"
                script += "UPDATE setting SET value = \(damage.sql("value")) WHERE key = '\(key)';\n"
                damaged.append(Damaged(id: key, column: "value", kind: .parsed, damage: damage))
            }
            try sql(cli, script + "COMMIT;\n")
            let listed = try run(cli, ["settings", "list"])
            for row in damaged where row.refused {
                #expect(
                    listed.stderr.contains("setting \(row.id) cannot be read"), "settings: \(row.id) = \(row.damage)")
            }
            try run(cli, ["settings", "get", "cues.voice"])
            try run(cli, ["start", "tabata", "--no-tui", "--cues", "none"], input: "end\n")
            let unreadable = try doctorUnreadable(cli)
            for row in damaged where row.refused {
                #expect(unreadable.contains("setting " + row.id), "doctor: \(row.id) = \(row.damage)")
            }
            try checkBackup(cli, table: "setting", damaged: damaged)
        }
    }

    // MARK: - Journals

    /// A journal with valid checksums whose contents no workout has, written through the journal store itself.
    /// 校验和有效、内容却是任何训练都不会有的日志，通过日志存储本身写出。
    struct CraftedJournal: Sendable {
        let name: String
        var content = PlanContent(setsCount: 3, workSeconds: 20, restSeconds: 10)
        var startedAt = Date(timeIntervalSince1970: 1_800_000_000)
        var takenAt = Date(timeIntervalSince1970: 1_800_000_000)
        var events = [SessionEvent(t: 0, kind: .started), SessionEvent(t: 0, kind: .segmentChanged(index: 0))]
        var position = SessionPosition(
            t: 5, activeSeconds: 5, pausedSeconds: 0, segmentIndex: 0, segmentStartSeconds: 0,
            segmentLengthSeconds: 20, completedWork: [], isPaused: false)
        var finished: (@Sendable (UUID, PlanSnapshot) -> Session)?
    }

    static func finished(
        _ change: @escaping @Sendable (inout Session) -> Void
    ) -> @Sendable (UUID, PlanSnapshot) -> Session {
        { id, snapshot in
            var session = Session(
                id: id, snapshot: snapshot, status: .completed, startedAt: snapshot.takenAt,
                endedAt: snapshot.takenAt.addingTimeInterval(80), activeSeconds: 70, pausedSeconds: 0, completedSets: 3,
                totalSets: 3, events: [SessionEvent(t: 0, kind: .started)], overrides: [], tags: [])
            change(&session)
            return session
        }
    }

    static let crafted: [CraftedJournal] = {
        var cases: [CraftedJournal] = []
        func add(_ name: String, _ change: (inout CraftedJournal) -> Void) {
            var journal = CraftedJournal(name: name)
            change(&journal)
            cases.append(journal)
        }
        add("10⁹ sets") { $0.content.setsCount = 1_000_000_000 }
        add("2⁶² s of work") { $0.content.workSeconds = 1 << 62 }
        add("10⁶ rounds") { $0.content.rounds = 1_000_000 }
        add("a start at 1e20") { $0.startedAt = Date(timeIntervalSince1970: 1e20) }
        add("a start at -1e20") { $0.startedAt = Date(timeIntervalSince1970: -1e20) }
        add("a snapshot taken at 1e300") { $0.takenAt = Date(timeIntervalSince1970: 1e300) }
        add("an event at infinity") { $0.events.append(SessionEvent(t: .infinity, kind: .resumed)) }
        add("an event at NaN") { $0.events.append(SessionEvent(t: .nan, kind: .resumed)) }
        add("segment 2⁶²") { $0.events.append(SessionEvent(t: 1, kind: .segmentChanged(index: 1 << 62))) }
        add("an extension of Int.max") { $0.events.append(SessionEvent(t: 1, kind: .restExtended(seconds: .max))) }
        add("a position at 1e300") { $0.position.t = 1e300 }
        add("a position trained NaN") { $0.position.activeSeconds = .nan }
        add("a position in segment 2⁶²") { $0.position.segmentIndex = 1 << 62 }
        add("work done off the timeline") { $0.position.completedWork = [1 << 40] }
        add("finished, trained 1e300 s") { $0.finished = finished { $0.activeSeconds = 1e300 } }
        add("finished, 2⁶² sets done") { $0.finished = finished { $0.completedSets = 1 << 62 } }
        add("finished, ended at -1e300") { $0.finished = finished { $0.endedAt = Date(timeIntervalSince1970: -1e300) } }
        return cases
    }()

    /// Writes `journal` for the database of `cli` under `id`, as a crashed (or finished) workout leaves it.
    private func write(_ journal: CraftedJournal, id: UUID, for cli: CommandLineRunner) throws {
        let store = FileSessionJournalStore(directory: cli.environment["XDG_STATE_HOME"]! + "/interfit/journal")
        let snapshot = PlanSnapshot(
            planId: nil, templateId: nil, name: "Crafted", content: journal.content, takenAt: journal.takenAt)
        let file = try store.begin(
            JournalHeader(sessionId: id, database: cli.databasePath, startedAt: journal.startedAt, snapshot: snapshot))
        for event in journal.events { file.record(event) }
        file.update(journal.position)
        if let finished = journal.finished { file.finish(finished(id, snapshot)) } else { file.sync() }
    }

    @Test func craftedJournals() throws {
        var cli = CommandLineRunner()
        cli.environment["XDG_STATE_HOME"] = cli.file("state")
        try library(cli)
        let folder = cli.file("state/interfit/journal")
        let crafted = Self.crafted.enumerated().map { index, journal in
            (journal, UUID(uuidString: String(format: "0badf00d-0000-4000-8000-%012x", index + 1))!)
        }
        for (journal, id) in crafted { try write(journal, id: id, for: cli) }
        // One sound unfinished workout and one sound finished one among them.
        let sound = UUID(uuidString: "50000000-0000-4000-8000-000000000001")!
        let done = UUID(uuidString: "50000000-0000-4000-8000-000000000002")!
        try write(CraftedJournal(name: "sound"), id: sound, for: cli)
        try write(CraftedJournal(name: "done", finished: Self.finished { _ in }), id: done, for: cli)
        let listed = try run(cli, ["recover"])
        for (journal, id) in crafted {
            let path = folder + "/" + id.uuidString.lowercased() + ".journal"
            #expect(listed.stderr.contains("The journal \(path) could not be read"), "\(journal.name) reported")
            #expect(FileManager.default.fileExists(atPath: path + ".damaged"), "\(journal.name) moved aside")
        }
        #expect(listed.stdout.contains("50000000"))
        try run(cli, ["recover", "--json"])
        try run(cli, ["recover", "end"])
        try run(cli, ["backup", "export", "-"])
        let history = try #require(try cli.json("history", "--json") as? [[String: Any]])
        let ids = Set(history.compactMap { $0["id"] as? String })
        #expect(ids.isSuperset(of: [sound.uuidString.lowercased(), done.uuidString.lowercased()]))
        #expect(history.count == 5, "three workouts of the library, the sound two; nothing crafted")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".journal") } == [])
    }

    @Test func aJournalNeverReplacesASavedSession() throws {
        var cli = CommandLineRunner()
        cli.environment["XDG_STATE_HOME"] = cli.file("state")
        try library(cli)
        let saved = try sql(cli, "SELECT id, status, activeSeconds FROM session ORDER BY startedAt LIMIT 1;")[0]
            .split(separator: "|").map(String.init)
        let id = try #require(UUID(uuidString: saved[0]))
        try write(CraftedJournal(name: "same id"), id: id, for: cli)
        let ended = try run(cli, ["recover", "end"], expect: 74)
        #expect(ended.stderr.contains("The history already holds the workout \(saved[0].prefix(8))"))
        #expect(
            try sql(cli, "SELECT id, status, activeSeconds FROM session WHERE id = '\(saved[0])';") == [
                saved.joined(separator: "|")
            ])
        try run(cli, ["recover", "discard", saved[0]])
        // A finished journal whose session is saved already is removed, and the session is not saved twice.
        try write(CraftedJournal(name: "finished twice", finished: Self.finished { _ in }), id: id, for: cli)
        let again = try run(cli, ["recover"])
        #expect(!again.stderr.contains("Saved 1 finished workout"))
        #expect(
            try sql(cli, "SELECT status, activeSeconds FROM session WHERE id = '\(saved[0])';") == [
                saved[1...].joined(separator: "|")
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.file("state/interfit/journal")) == [])
    }
}
