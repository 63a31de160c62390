import Foundation
import GRDB
import Shared
import Testing

@testable import Persistence

/// A newer or malformed bundle is refused naming its first problem, and the database stays as it was.
/// 较新或格式错误的备份包会被拒绝并指出第一个问题，数据库保持原样。
@Suite struct BackupRefusalTests {
    private let fixtures = HistoryFixtures()
    private let folder = TemporaryDirectory()

    /// A populated database file, checkpointed so that every byte is in the main file.
    private func databaseFile() throws -> (AppDatabase, String) {
        let path = folder.file("interfit.sqlite")
        let database = try AppDatabase.openForWriting(path: path)
        try fixtures.populateExportable(database)
        try database.writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        return (database, path)
    }

    /// The bytes of the database file and its write-ahead log.
    private func bytes(_ path: String) -> [Data?] {
        ["", "-wal"].map { FileManager.default.contents(atPath: path + $0) }
    }

    /// `bundle` with the first occurrence of `old` replaced.
    private func editing(_ bundle: String, _ old: String, _ new: String) throws -> String {
        let range = try #require(bundle.range(of: old), "\(old) is in the bundle")
        return bundle.replacingCharacters(in: range, with: new)
    }

    /// One edit of `bundle` per case (replace `old` with `new`), each refused at `path` for `reason`.
    private func expectEachRefused(
        _ bundle: String, _ cases: [(old: String, new: String, path: String, reason: String)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for edit in cases {
            try expectRefused(
                try editing(bundle, edit.old, edit.new), .malformed(path: edit.path, reason: edit.reason),
                sourceLocation: sourceLocation)
        }
    }

    /// Imports `bundle` in both modes into the file and expects `error` each time with the file unchanged.
    private func expectRefused(
        _ bundle: String, _ error: BackupError, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        let (database, path) = try databaseFile()
        let before = bytes(path)
        let contents = try BundleIO.export(database).text
        for mode in BackupImportMode.allCases {
            for chunk in [7, 65_536] {
                #expect(throws: error, sourceLocation: sourceLocation) {
                    try BundleIO.load(bundle, into: database, mode: mode, chunk: chunk)
                }
            }
        }
        #expect(bytes(path) == before, "the file is unchanged", sourceLocation: sourceLocation)
        #expect(try BundleIO.export(database).text == contents, sourceLocation: sourceLocation)
    }

    private func bundle() throws -> String {
        try BundleIO.export(try fixtures.exportable()).text
    }

    @Test func aNewerFormatIsRefused() throws {
        let newer = try editing(bundle(), "\"formatVersion\":1", "\"formatVersion\":2")
        try expectRefused(newer, .newerFormat(found: 2, supported: 1))
    }

    @Test func aNewerSchemaIsRefused() throws {
        let newer = try editing(bundle(), "\"schemaVersion\":\"v5-plan-origins\"", "\"schemaVersion\":\"v9-future\"")
        try expectRefused(newer, .newerSchema(found: "v9-future", supported: "v5-plan-origins"))
    }

    @Test func anOlderSchemaIsRead() throws {
        let older = try editing(bundle(), "\"schemaVersion\":\"v5-plan-origins\"", "\"schemaVersion\":\"v2-sessions\"")
        let target = AppDatabase.inMemory()
        #expect(try BundleIO.load(older, into: target, mode: .replace).written.sessions == 4)
    }

    @Test func truncatedBundlesNameWhereTheyStop() throws {
        let text = try bundle()
        try expectRefused("", .malformed(path: "$", reason: "truncated"))
        try expectRefused("  {", .malformed(path: "$", reason: "truncated"))
        let sessions = try #require(text.range(of: "\"sessions\":[\n")).upperBound
        try expectRefused(String(text[..<sessions]), .malformed(path: "sessions[0]", reason: "truncated"))
        let events = try #require(
            text.range(of: "{\"kind\":{\"paused\":{\"reason\":\"inter", range: sessions..<text.endIndex))
        try expectRefused(
            String(text[..<events.upperBound]),
            .malformed(path: "sessions[0].events[2].kind.paused.reason", reason: "truncated"))
        try expectRefused(String(text.dropLast(2)), .malformed(path: "$", reason: "truncated"))
    }

    @Test func syntaxErrorsAreRefused() throws {
        let text = try bundle()
        try expectRefused("hello", .malformed(path: "$", reason: "invalidJSON"))
        try expectRefused("[]", .malformed(path: "$", reason: "wrongType"))
        try expectRefused(text + "{}", .malformed(path: "$", reason: "invalidJSON"))
        try expectRefused(
            try editing(text, "\"plans\":[\n{", "\"plans\":[\n{]"), .malformed(path: "plans[0]", reason: "invalidJSON"))
        try expectRefused(
            try editing(text, "\"isArchived\":true,", "\"isArchived\":true"),
            .malformed(path: "plans[0]", reason: "invalidJSON"))
        try expectRefused(
            try editing(text, "],\n\"sessions\"", "]\n\"sessions\""), .malformed(path: "$", reason: "invalidJSON"))
        try expectRefused(
            try editing(text, "\"exercises\":[\"Squat\",\"Lunge\"]", "\"exercises\":[\"Squat\",\"Lunge\",]"),
            .malformed(path: "plans[1].content.exercises[2]", reason: "invalidJSON"))
        try expectRefused(
            try editing(text, "\"cueSettings\":{}", "\"cueSettings\":{,}"),
            .malformed(path: "plans[0].cueSettings", reason: "invalidJSON"))
        try expectRefused(
            try editing(text, "\n],\n\"planVersions\"", ",\n],\n\"planVersions\""),
            .malformed(path: "plans[2]", reason: "invalidJSON"))
    }

    @Test func wrongTypesAndMissingKeysNameTheirPath() throws {
        let text = try bundle()
        try expectRefused(
            try editing(text, "\"activeSeconds\":230.125", "\"activeSeconds\":\"long\""),
            .malformed(path: "sessions[0].activeSeconds", reason: "wrongType"))
        try expectRefused(
            try editing(text, "\"formatVersion\":1", "\"formatVersion\":\"1\""),
            .malformed(path: "formatVersion", reason: "wrongType"))
        try expectRefused(
            try editing(text, "\"plans\":[", "\"plans\":{\"a\":["), .malformed(path: "plans", reason: "wrongType"))
        try expectRefused(
            try editing(text, "\"isFavorite\":false,", "\"isFavorite\":null,"),
            .malformed(path: "plans[0].isFavorite", reason: "wrongType"))
        try expectRefused(
            try editing(text, "\"status\":\"completed\",", ""),
            .malformed(path: "sessions[0].status", reason: "missingKey"))
        try expectRefused(
            try editing(text, ",\n\"settings\":{\"cues.bell\":\"off\",\"voice.language\":\"zh\"}", ""),
            .malformed(path: "settings", reason: "missingKey"))
        try expectRefused(
            try editing(text, "\"status\":\"completed\"", "\"status\":\"finished\""),
            .malformed(path: "sessions[0].status", reason: "invalidValue"))
        try expectRefused(
            try editing(text, "\"tags\":[\"adjusted\"", "\"tags\":[\"great\""),
            .malformed(path: "sessions[0].tags[0]", reason: "invalidValue"))
        try expectRefused(
            try editing(text, "\"startedAt\":\"2027-01-15T08:00:00Z\"", "\"startedAt\":\"yesterday\""),
            .malformed(path: "sessions[0].startedAt", reason: "invalidDate"))
        try expectRefused(
            try editing(text, "\"id\":\"00000000-0000-0000-0000-000000000003\"", "\"id\":\"three\""),
            .malformed(path: "plans[0].id", reason: "invalidId"))
    }

    @Test func duplicatesAreRefused() throws {
        let text = try bundle()
        let second = "\"id\":\"00000000-0000-0000-0000-000000000007\""
        try expectRefused(
            try editing(text, second, "\"id\":\"00000000-0000-0000-0000-000000000006\""),
            .malformed(path: "sessions[1].id", reason: "duplicateId"))
        try expectRefused(
            try editing(text, "\"isArchived\":true,", "\"isArchived\":true,\"isArchived\":false,"),
            .malformed(path: "plans[0].isArchived", reason: "duplicateKey"))
        try expectRefused(
            try editing(text, "\"formatVersion\":1,", "\"formatVersion\":1,\"formatVersion\":1,"),
            .malformed(path: "formatVersion", reason: "duplicateKey"))
        try expectRefused(
            try editing(text, "\"number\":2", "\"number\":1"),
            .malformed(path: "planVersions[1].number", reason: "duplicateVersionNumber"))
    }

    @Test func numbersOutOfRangeAreRefused() throws {
        let text = try bundle()
        try expectRefused(
            try editing(text, "\"workSeconds\":40", "\"workSeconds\":5"),
            .malformed(path: "plans[0].content.workSeconds", reason: "outOfRange"))
        try expectRefused(
            try editing(text, "\"setsCount\":8", "\"setsCount\":100"),
            .malformed(path: "plans[1].content.setsCount", reason: "outOfRange"))
        try expectRefused(
            try editing(text, "\"setsCount\":5", "\"setsCount\":99999999999999999999"),
            .malformed(path: "plans[0].content.setsCount", reason: "outOfRange"))
        try expectRefused(
            try editing(text, "\"setsCount\":5", "\"setsCount\":4.5"),
            .malformed(path: "plans[0].content.setsCount", reason: "wrongType"))
        try expectRefused(
            try editing(text, "\"activeSeconds\":230.125", "\"activeSeconds\":1e999"),
            .malformed(path: "sessions[0].activeSeconds", reason: "outOfRange"))
        try expectRefused(
            try editing(text, "\"formatVersion\":1", "\"formatVersion\":1.5"),
            .malformed(path: "formatVersion", reason: "wrongType"))
        try expectRefused(
            try editing(text, "\"name\":\"Core 💪\"", "\"name\":\"  \""),
            .malformed(path: "plans[0].name", reason: "invalidName"))
        try expectRefused(
            try editing(text, "\"exercises\":[\"Squat\"", "\"exercises\":[\"\\u001b[31m\""),
            .malformed(path: "plans[1].content.exercises[0]", reason: "invalidName"))
        let sessions = try #require(text.range(of: "\"sessions\":[")).upperBound
        let inSessions = String(text[sessions...])
        let head = String(text[..<sessions])
        try expectRefused(
            head + (try editing(inSessions, "\"workSeconds\":20", "\"workSeconds\":0")),
            .malformed(path: "sessions[0].snapshot.content.workSeconds", reason: "outOfRange"))
        try expectRefused(
            head + (try editing(inSessions, "\"pausedSeconds\":9.75", "\"pausedSeconds\":-1")),
            .malformed(path: "sessions[0].pausedSeconds", reason: "outOfRange"))
        try expectRefused(
            head + (try editing(inSessions, "\"completedSets\":16", "\"completedSets\":17")),
            .malformed(path: "sessions[0].completedSets", reason: "outOfRange"))
        try expectRefused(
            head + (try editing(inSessions, "\"t\":4.25", "\"t\":-4.25")),
            .malformed(path: "sessions[0].events[2].t", reason: "outOfRange"))
        try expectRefused(
            try editing(text, "\"formatVersion\":1", "\"formatVersion\":0"),
            .malformed(path: "formatVersion", reason: "outOfRange"))
    }

    @Test func schemaVersionsThatAreNotOursAreMalformedNotNewer() throws {
        let text = try bundle()
        for odd in [
            "v1", "zzz", "", " v4-compact-log", "V4-COMPACT-LOG", "v2-unknown", "v04-compact-log", "v4-", "v-x",
        ] {
            try expectRefused(
                try editing(text, "\"schemaVersion\":\"v5-plan-origins\"", "\"schemaVersion\":\"\(odd)\""),
                .malformed(path: "schemaVersion", reason: "unknownSchema"))
        }
        for later in ["v5-later-change", "v6-next", "v123456789012345678901234567890-far"] {
            try expectRefused(
                try editing(text, "\"schemaVersion\":\"v5-plan-origins\"", "\"schemaVersion\":\"\(later)\""),
                .newerSchema(found: later, supported: "v5-plan-origins"))
        }
    }

    @Test func everyOlderSchemaOfOursImportsTheSameRows() throws {
        let text = try bundle()
        let expected = AppDatabase.inMemory()
        try BundleIO.load(text, into: expected, mode: .replace)
        for name in AppDatabase.migrator.migrations {
            let older = try editing(text, "\"schemaVersion\":\"v5-plan-origins\"", "\"schemaVersion\":\"\(name)\"")
            let target = AppDatabase.inMemory()
            let report = try BundleIO.load(older, into: target, mode: .replace)
            #expect(report.written == BackupCounts(plans: 2, planVersions: 2, sessions: 4, settings: 2), "\(name)")
            #expect(try BundleIO.export(target).text == BundleIO.export(expected).text, "\(name)")
        }
    }

    @Test func sessionsTheAppCouldNotHaveSavedAreRefused() throws {
        let text = try bundle()
        let sessions = try #require(text.range(of: "\"sessions\":[")).upperBound
        let head = String(text[..<sessions])
        func edited(_ old: String, _ new: String) throws -> String {
            head + (try editing(String(text[sessions...]), old, new))
        }
        for status in ["running", "paused"] {
            try expectRefused(
                try edited("\"status\":\"completed\"", "\"status\":\"\(status)\""),
                .malformed(path: "sessions[0].status", reason: "invalidValue"))
        }
        try expectRefused(
            try edited("\"endedAt\":\"2027-01-15T08:04:00.5Z\",", ""),
            .malformed(path: "sessions[0].endedAt", reason: "missingKey"))
        try expectRefused(
            try edited("\"endedAt\":\"2027-01-15T08:04:00.5Z\"", "\"endedAt\":\"2027-01-15T07:59:59.999Z\""),
            .malformed(path: "sessions[0].endedAt", reason: "outOfRange"))
        // 240.5 s from start to end, and a minute for a wall clock set back meanwhile.
        try expectRefused(
            try edited("\"activeSeconds\":230.125", "\"activeSeconds\":1e9"),
            .malformed(path: "sessions[0].activeSeconds", reason: "outOfRange"))
        try expectRefused(
            try edited("\"activeSeconds\":230.125", "\"activeSeconds\":300.75"),
            .malformed(path: "sessions[0].activeSeconds", reason: "outOfRange"))
        try expectRefused(
            try edited("\"pausedSeconds\":9.75", "\"pausedSeconds\":70.5"),
            .malformed(path: "sessions[0].pausedSeconds", reason: "outOfRange"))
        try expectRefused(
            try edited("\"seconds\":15,\"segmentIndex\":1", "\"seconds\":-999,\"segmentIndex\":1"),
            .malformed(path: "sessions[0].overrides[0].restExtended.seconds", reason: "outOfRange"))
        try expectRefused(
            try edited("\"seconds\":15,\"segmentIndex\":1", "\"seconds\":15,\"segmentIndex\":-1"),
            .malformed(path: "sessions[0].overrides[0].restExtended.segmentIndex", reason: "outOfRange"))
        // Legs has 33 segments (warm-up, 2 rounds of 8 sets and 7 rests, a round rest, cool-down): 0 to 32.
        try expectRefused(
            try edited("\"seconds\":15,\"segmentIndex\":1", "\"seconds\":15,\"segmentIndex\":33"),
            .malformed(path: "sessions[0].overrides[0].restExtended.segmentIndex", reason: "outOfRange"))
        try expectRefused(
            try edited("\"remainingSeconds\":1.5", "\"remainingSeconds\":-1.5"),
            .malformed(path: "sessions[0].overrides[1].skipped.remainingSeconds", reason: "outOfRange"))
        try expectRefused(
            try edited("{\"restExtended\":{\"seconds\":15}}", "{\"restExtended\":{\"seconds\":0}}"),
            .malformed(path: "sessions[0].events[6].kind.restExtended.seconds", reason: "outOfRange"))
        try expectRefused(
            try edited("{\"segmentChanged\":{\"index\":0}}", "{\"segmentChanged\":{\"index\":-3}}"),
            .malformed(path: "sessions[0].events[1].kind.segmentChanged.index", reason: "outOfRange"))
        for name in ["\\u001b[2J", "Legs\\u0007", String(repeating: "x", count: 100_000), "  "] {
            try expectRefused(
                try edited("\"name\":\"Legs\"", "\"name\":\"\(name)\""),
                .malformed(path: "sessions[0].snapshot.name", reason: "invalidName"))
        }
    }

    @Test func aSessionWithinTheClockToleranceIsRead() throws {
        let text = try bundle()
        let sessions = try #require(text.range(of: "\"sessions\":[")).upperBound
        let edited =
            String(text[..<sessions])
            + (try editing(String(text[sessions...]), "\"activeSeconds\":230.125", "\"activeSeconds\":290.75"))
        #expect(try BundleIO.load(edited, into: AppDatabase.inMemory(), mode: .replace).written.sessions == 4)
    }

    @Test func malformedMusicIsRefusedNotSilenced() throws {
        let text = try bundle()
        let secondSet =
            "\"set\":2},{\"selection\":{\"mode\":\"continue\",\"reference\":\"/a\",\"source\":\"local\"},\"set\":2}"
        try expectEachRefused(
            text,
            [
                (
                    "\"exercises\":[],\"restSeconds\":0", "\"exercises\":[],\"music\":{\"x\":1},\"restSeconds\":0",
                    "plans[0].content.music.x", "invalidValue"
                ),
                (
                    "\"strategy\":\"explicit\"", "\"strategy\":\"explicit\",\"volume\":1",
                    "plans[1].content.music.volume",
                    "invalidValue"
                ),
                (
                    "\"title\":\"Work\"", "\"title\":\"Work\",\"loud\":true", "plans[1].content.music.work[0].loud",
                    "invalidValue"
                ),
                ("\"set\":2}", "\"set\":0}", "plans[1].content.music.perSet[0].set", "outOfRange"),
                ("\"set\":2}", secondSet, "plans[1].content.music.perSet[1].set", "outOfRange"),
                (
                    "\"reference\":\"/music/two.mp3\"", "\"reference\":\"\"",
                    "plans[1].content.music.perSet[0].selection.reference", "invalidValue"
                ),
                (
                    "\"strategy\":\"explicit\"", "\"strategy\":\"random\"", "plans[1].content.music.strategy",
                    "invalidValue"
                ),
            ])
        let sessions = try #require(text.range(of: "\"sessions\":[")).upperBound
        try expectRefused(
            String(text[..<sessions])
                + (try editing(
                    String(text[sessions...]), "\"strategy\":\"explicit\"", "\"strategy\":\"explicit\",\"x\":1")),
            .malformed(path: "sessions[0].snapshot.content.music.x", reason: "invalidValue"))
    }

    @Test func datesOutsideWhatAColumnHoldsAreRefused() throws {
        let text = try bundle()
        // Before 1582 a calendar would shift them by days; the app never writes dates before 1970.
        for date in ["0001-01-01T00:00:00Z", "1582-10-14T00:00:00Z", "1969-12-31T23:59:59.999Z"] {
            try expectRefused(
                try editing(text, "\"startedAt\":\"2027-01-15T08:00:00Z\"", "\"startedAt\":\"\(date)\""),
                .malformed(path: "sessions[0].startedAt", reason: "dateOutOfRange"))
        }
        let exported = "\"exportedAt\":\"2027-01-16T08:00:00Z\""
        try expectEachRefused(
            text,
            [
                (
                    "\"createdAt\":\"2027-01-15T08:00:00Z\"", "\"createdAt\":\"1900-01-01T00:00:00Z\"",
                    "plans[0].createdAt",
                    "dateOutOfRange"
                ),
                (exported, "\"exportedAt\":\"0000-01-01T00:00:00Z\"", "exportedAt", "dateOutOfRange"),
                (exported, "\"exportedAt\":\"9999-12-31T23:59:59.9999Z\"", "exportedAt", "dateOutOfRange"),
            ])
    }

    @Test func settingsAndReferencesAreChecked() throws {
        let text = try bundle()
        try expectRefused(
            try editing(text, "\"cues.bell\":\"off\"", "\"cues.volume\":\"off\""),
            .malformed(path: "settings.cues.volume", reason: "unknownSetting"))
        try expectRefused(
            try editing(text, "\"cues.bell\":\"off\"", "\"cues.bell\":\"loud\""),
            .malformed(path: "settings.cues.bell", reason: "invalidValue"))
        try expectRefused(
            try editing(text, "\"cues.bell\":\"off\"", "\"cues.bell\":false"),
            .malformed(path: "settings.cues.bell", reason: "wrongType"))
        let orphan = try editing(
            text, "\"planId\":\"00000000-0000-0000-0000-000000000001\",\"status\":\"published\"",
            "\"planId\":\"00000000-0000-0000-0000-0000000000ff\",\"status\":\"published\"")
        try expectRefused(orphan, .malformed(path: "planVersions[0].planId", reason: "unknownPlan"))
        // Read after the plans, the reference is checked at once: it is the first problem.
        let orphanAndBroken = try editing(orphan, "\"pausedSeconds\":9.75", "\"pausedSeconds\":-9.75")
        try expectRefused(orphanAndBroken, .malformed(path: "planVersions[0].planId", reason: "unknownPlan"))
        // Read before the plans, the reference can only be checked at the end, after the sessions.
        let early = try BackupMergeTests.swapping("plans", "planVersions", in: orphan)
        try expectRefused(early, .malformed(path: "planVersions[0].planId", reason: "unknownPlan"))
        let earlyAndBroken = try editing(early, "\"pausedSeconds\":9.75", "\"pausedSeconds\":-9.75")
        try expectRefused(earlyAndBroken, .malformed(path: "sessions[0].pausedSeconds", reason: "outOfRange"))
    }

    @Test func aFailingReaderChangesNothing() throws {
        /// The reader's own failure.
        /// 读取方自身的失败。
        struct Unplugged: Error {}
        let (database, path) = try databaseFile()
        let before = bytes(path)
        let text = Data(try bundle().utf8)
        var calls = 0
        #expect(throws: BackupError.self) {
            try DefaultBackupRepository(database: database).importBundle(mode: .replace) {
                calls += 1
                if calls > 3 { throw Unplugged() }
                return text.subdata(in: (calls - 1) * 100..<calls * 100)
            }
        }
        #expect(bytes(path) == before)
    }
}
