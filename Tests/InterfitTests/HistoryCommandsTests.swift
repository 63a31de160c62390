import Foundation
import TestSupport
import Testing

/// `history`, `history show`, `stats` and `backup` through the real binary on real SQLite files.
@Suite struct HistoryCommandsTests {
    /// A database with a plan whose name needs CSV quoting, a published version, a setting and three sessions.
    private static func trainedRunner() throws -> CommandLineRunner {
        var cli = CommandLineRunner()
        cli.environment["TZ"] = "UTC"
        let skips = String(repeating: "skip\n", count: 6)
        #expect(
            try cli.run("plans", "create", "Legs, \"day\"", "--sets", "3", "--work", "30", "--rest", "15").status == 0)
        #expect(try cli.run("plans", "publish", "Legs, \"day\"").status == 0)
        #expect(try cli.run("settings", "set", "cues.halfway", "off").status == 0)
        #expect(try cli.run("start", "Legs, \"day\"", "--no-tui", "--cues", "none", input: skips).status == 0)
        #expect(try cli.run("start", "tabata", "--no-tui", "--cues", "none", input: "pause\nresume\nend\n").status == 0)
        #expect(
            try cli.run("start", "--sets", "1", "--work", "10", "--no-tui", "--cues", "none", input: "end\n").status
                == 0)
        return cli
    }

    /// The ISO weeks (UTC) around the known sessions: they are on last week's Monday.
    private struct Weeks {
        /// Monday 00:00 UTC of last week.
        let monday: Date
        let lastWeek: String
        let thisWeek: String

        init(now: Date = Date()) {
            var calendar = Calendar(identifier: .iso8601)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let thisMonday = calendar.dateInterval(of: .weekOfYear, for: now)!.start
            monday = thisMonday.addingTimeInterval(-7 * 86_400)
            func label(_ date: Date) -> String {
                let parts = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: date)
                return "\(parts.yearForWeekOfYear!)-W" + String(format: "%02d", parts.weekOfYear!)
            }
            lastWeek = label(monday)
            thisWeek = label(thisMonday)
        }

        /// `monday` plus `seconds`, as Foundation writes it (`yyyy-MM-dd HH:mm` or ISO 8601, UTC).
        func text(_ seconds: Double, _ format: String = "yyyy-MM-dd HH:mm") -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")!
            formatter.dateFormat = format
            return formatter.string(from: monday.addingTimeInterval(seconds))
        }
    }

    /// The trained runner's workouts exported, given fixed ids, start times (last week's Monday at 07:00, 08:00 and
    /// 09:30 UTC), durations and event times, and imported into a fresh database: every text the history
    /// commands print about them is then known exactly.
    private static func knownRunner() throws -> (cli: CommandLineRunner, weeks: Weeks) {
        let trained = try trainedRunner()
        #expect(try trained.run("backup", "export", trained.file("trained.json")).status == 0)
        var text = try String(contentsOfFile: trained.file("trained.json"), encoding: .utf8)
        let exported = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let planID = try #require((exported["plans"] as? [[String: Any]])?.first?["id"] as? String)
        let versionID = try #require((exported["planVersions"] as? [[String: Any]])?.first?["id"] as? String)
        text = text.replacingOccurrences(of: planID, with: "dddddddd-4444-4444-8444-444444444444")
            .replacingOccurrences(of: versionID, with: "eeeeeeee-5555-4555-8555-555555555555")
        var bundle = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let weeks = Weeks()
        let iso = "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'"
        var sessions = try #require(bundle["sessions"] as? [[String: Any]])
        for index in sessions.indices {
            let name = try #require((sessions[index]["snapshot"] as? [String: Any])?["name"] as? String)
            // Event times follow the events each workout recorded (see trainedRunner).
            let (id, start, active, paused, times): (String, Double, Double, Double, [Double]) =
                switch name {
                case "Legs, \"day\"":
                    (
                        "aaaaaaaa-1111-4111-8111-111111111111", 7 * 3600, 52.25, 0,
                        [0, 0, 10, 10, 20.5, 20.5, 30, 30, 41, 41, 52.25, 52.25]
                    )
                case "Tabata":
                    ("bbbbbbbb-2222-4222-8222-222222222222", 8 * 3600, 95.5, 12.25, [0, 0, 30.5, 42.75, 107.75])
                default: ("cccccccc-3333-4333-8333-333333333333", 9.5 * 3600, 4.75, 0, [0, 0, 4.75])
                }
            var events = try #require(sessions[index]["events"] as? [[String: Any]])
            try #require(events.count == times.count, "\(name): \(events)")
            for (event, t) in zip(events.indices, times) { events[event]["t"] = t }
            if var overrides = sessions[index]["overrides"] as? [[String: Any]], !overrides.isEmpty {
                // Legs skipped each segment: what was left of 30, 15, 30, 15 and 30 seconds.
                for (override, left) in zip(overrides.indices, [20, 4.5, 20.5, 4, 18.75]) {
                    var skipped = try #require(overrides[override]["skipped"] as? [String: Any])
                    skipped["remainingSeconds"] = left
                    overrides[override]["skipped"] = skipped
                }
                sessions[index]["overrides"] = overrides
            }
            var snapshot = try #require(sessions[index]["snapshot"] as? [String: Any])
            snapshot["takenAt"] = weeks.text(start, iso)
            sessions[index]["snapshot"] = snapshot
            sessions[index]["events"] = events
            sessions[index]["id"] = id
            sessions[index]["startedAt"] = weeks.text(start, iso)
            sessions[index]["endedAt"] = weeks.text(start + active + paused, iso)
            sessions[index]["activeSeconds"] = active
            sessions[index]["pausedSeconds"] = paused
        }
        bundle["sessions"] = sessions
        var known = CommandLineRunner()
        known.environment["TZ"] = "UTC"
        try JSONSerialization.data(withJSONObject: bundle).write(to: URL(fileURLWithPath: known.file("known.json")))
        let imported = try known.run("backup", "import", known.file("known.json"), "--replace", "--yes")
        #expect(
            imported.stdout == "Replaced everything with the bundle's 1 plan, 1 version, 3 sessions and 1 setting.\n",
            "\(imported.stderr)")
        return (known, weeks)
    }

    @Test func csvIsExactAndReadBackByPythonsCSVModule() throws {
        let (cli, weeks) = try Self.knownRunner()
        let csv = try cli.run("history", "--csv")
        #expect(csv.status == 0, "\(csv.stderr)")
        let iso = "yyyy-MM-dd'T'HH:mm:ss'Z'"
        #expect(
            csv.stdout
                == [
                    "id,startedAt,endedAt,planId,planName,templateId,summary,status,activeSeconds,pausedSeconds,"
                        + "completedSets,totalSets,tags,adjustments",
                    "cccccccc-3333-4333-8333-333333333333,\(weeks.text(34_200, iso)),\(weeks.text(34_204, iso)),,"
                        + "Quick workout,,1×(10/0) = 0:10,ended,4.750,0.000,0,1,,0",
                    "bbbbbbbb-2222-4222-8222-222222222222,\(weeks.text(28_800, iso)),\(weeks.text(28_907, iso)),,"
                        + "Tabata,tabata,8×(20/10) = 3:50,ended,95.500,12.250,0,8,,0",
                    "aaaaaaaa-1111-4111-8111-111111111111,\(weeks.text(25_200, iso)),\(weeks.text(25_252, iso)),"
                        + "dddddddd-4444-4444-8444-444444444444,\"Legs, \"\"day\"\"\",,3×(30/15) = 2:00,completed,"
                        + "52.250,0.000,0,3,adjusted,5",
                ].map { $0 + "\r\n" }.joined(),
            "RFC 4180: CRLF, quotes doubled inside a quoted field")
        try csv.stdout.write(toFile: cli.file("history.csv"), atomically: false, encoding: .utf8)
        let script = """
            import csv, json, sys
            with open(sys.argv[1], newline="") as f:
                print(json.dumps(list(csv.DictReader(f))))
            """
        let parsed = try Spawn.run(["python3", "-c", script, cli.file("history.csv")])
        #expect(parsed.status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(parsed.output.utf8)) as? [[String: String]])
        let listed = try #require(try cli.json("history", "--json") as? [[String: Any]])
        #expect(rows.count == 3 && listed.count == 3)
        for (row, session) in zip(rows, listed) {
            #expect(row["id"] == session["id"] as? String)
            #expect(row["planName"] == session["planName"] as? String)
            #expect(row["status"] == session["status"] as? String)
            #expect(row["summary"] == session["summary"] as? String)
        }
        #expect(rows.last?["planName"] == "Legs, \"day\"", "a name with a comma and quotes survives")
    }

    @Test func listFiltersShowAndStatsInBothLanguages() throws {
        let (known, weeks) = try Self.knownRunner()
        var cli = known
        let header = "ID        STARTED           PLAN           SUMMARY           STATUS       ACTIVE  NOTES"
        let quick = "cccccccc  \(weeks.text(34_200))  Quick workout  1×(10/0) = 0:10   ended early  0:05"
        let tabata = "bbbbbbbb  \(weeks.text(28_800))  Tabata         8×(20/10) = 3:50  ended early  1:36"
        let legs = "aaaaaaaa  \(weeks.text(25_200))  Legs, \"day\"    3×(30/15) = 2:00  completed    0:52    adjusted"
        let all = try cli.run("history")
        #expect(all.status == 0 && all.stdout == [header, quick, tabata, legs].map { $0 + "\n" }.joined())
        let byPlan = try cli.run("history", "--plan", "tabata")
        #expect(
            byPlan.stdout == """
                ID        STARTED           PLAN    SUMMARY           STATUS       ACTIVE  NOTES
                bbbbbbbb  \(weeks.text(28_800))  Tabata  8×(20/10) = 3:50  ended early  1:36

                """)
        #expect(try cli.run("history", "--limit", "2").stdout == [header, quick, tabata].map { $0 + "\n" }.joined())
        let future = try cli.run("history", "--since", "2999-01-01")
        #expect(future.status == 0)
        #expect(future.stdout == "No sessions match. Try without --since or --plan, or see `interfit history`.\n")
        let badDate = try cli.run("history", "--since", "yesterday")
        #expect(badDate.status == 64 && badDate.stdout.isEmpty)
        #expect(
            badDate.stderr == """
                interfit: --since: "yesterday" is not a date.
                Fix: use 2026-11-01, 2026-11-01T08:30, or 7d / 2w for days or weeks ago.

                """)

        let show = try cli.run("history", "show", "bbbbbb")
        #expect(show.status == 0, "\(show.stderr)")
        #expect(
            show.stdout == """
                Tabata — ended early  bbbbbbbb-2222-4222-8222-222222222222
                \(weeks.text(28_800)) → \(weeks.text(28_907))   8×(20/10) = 3:50
                  Active time  1:36
                  Paused       0:12
                  Sets         0 / 8

                Timeline
                       t  event           segment
                  0:00.0  started
                  0:00.0  segment begins  ■ Work
                  0:30.5  paused          ■ Work
                  0:42.7  resumed         ■ Work
                  1:47.7  ended early     ■ Work

                """)
        let adjusted = try cli.run("history", "show", "aaaa")
        #expect(
            adjusted.stdout == """
                Legs, "day" — completed  aaaaaaaa-1111-4111-8111-111111111111
                \(weeks.text(25_200)) → \(weeks.text(25_252))   3×(30/15) = 2:00
                  Active time  0:52
                  Paused       0:00
                  Sets         0 / 3
                  Notes        adjusted
                  Adjustments (the plan itself is unchanged):
                    skipped with 0:20 left (■ Work)
                    skipped with 0:05 left (□ Rest)
                    skipped with 0:21 left (■ Work)
                    skipped with 0:04 left (□ Rest)
                    skipped with 0:19 left (■ Work)

                Timeline
                       t  event           segment
                  0:00.0  started
                  0:00.0  segment begins  ■ Work
                  0:10.0  skipped ahead   ■ Work
                  0:10.0  segment begins  □ Rest
                  0:20.5  skipped ahead   □ Rest
                  0:20.5  segment begins  ■ Work
                  0:30.0  skipped ahead   ■ Work
                  0:30.0  segment begins  □ Rest
                  0:41.0  skipped ahead   □ Rest
                  0:41.0  segment begins  ■ Work
                  0:52.2  skipped ahead   ■ Work
                  0:52.2  completed       ■ Work

                """)
        let detail = try #require(try cli.json("history", "show", "bbbbbbbb", "--json") as? [String: Any])
        #expect(detail["id"] as? String == "bbbbbbbb-2222-4222-8222-222222222222")
        #expect(
            (detail["events"] as? [[String: Any]])?.compactMap { $0["t"] as? Double } == [0, 0, 30.5, 42.75, 107.75])
        let unknown = try cli.run("history", "show", "ffffffff")
        #expect(unknown.status == 64 && unknown.stdout.isEmpty)
        #expect(
            unknown.stderr == """
                interfit: No session id starts with "ffffffff".
                Fix: copy an id from `interfit history`.

                """)

        let stats = try cli.run("stats", "--weeks", "2")
        #expect(stats.status == 0)
        #expect(
            stats.stdout == """
                week      active minutes (█ completed, ▒ ended early) · sessions
                \(weeks.lastWeek)  ████████████████████▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒  3 min · 3
                \(weeks.thisWeek)                                                               0 min · 0

                2 weeks · sessions 3 · active minutes 3 · completed 1 · ended early 2

                """)
        let json = try #require(try cli.json("stats", "--weeks", "4", "--json") as? [String: Any])
        #expect((json["weeks"] as? [[String: Any]])?.compactMap { $0["sessions"] as? Int } == [0, 0, 3, 0])

        cli.environment["INTERFIT_LANG"] = "zh"
        #expect(
            try cli.run("history").stdout == """
                编号      开始时间          计划           摘要              状态      有效时长  备注
                cccccccc  \(weeks.text(34_200))  Quick workout  1×(10/0) = 0:10   提前结束  0:05
                bbbbbbbb  \(weeks.text(28_800))  Tabata         8×(20/10) = 3:50  提前结束  1:36
                aaaaaaaa  \(weeks.text(25_200))  Legs, "day"    3×(30/15) = 2:00  已完成    0:52      有调整

                """)
        #expect(
            try cli.run("history", "show", "bbbbbb").stdout == """
                Tabata — 提前结束  bbbbbbbb-2222-4222-8222-222222222222
                \(weeks.text(28_800)) → \(weeks.text(28_907))   8×(20/10) = 3:50
                  有效时长  1:36
                  暂停时长  0:12
                  组数      0 / 8

                时间线
                    时间  事件      阶段
                  0:00.0  开始
                  0:00.0  阶段开始  ■ 训练
                  0:30.5  暂停      ■ 训练
                  0:42.7  继续      ■ 训练
                  1:47.7  提前结束  ■ 训练

                """)
        #expect(
            try cli.run("stats", "--weeks", "2").stdout == """
                周        有效分钟（█ 完成，▒ 提前结束）· 次数
                \(weeks.lastWeek)  ████████████████████▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒  3 分钟 · 3
                \(weeks.thisWeek)                                                              0 分钟 · 0

                2 周 · 训练 3 次 · 有效 3 分钟 · 完成 1 次 · 提前结束 2 次

                """)
    }

    @Test func backupRoundTripsIntoAnEmptyDatabase() throws {
        let cli = try Self.trainedRunner()
        let exported = try cli.run("backup", "export", cli.file("bundle.json"))
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout.isEmpty, "the report goes to stderr (stdout may carry the bundle itself)")
        #expect(
            exported.stderr == "Exported 1 plan, 1 version, 3 sessions and 1 setting to \(cli.file("bundle.json")).\n")
        var fresh = cli
        fresh.environment["INTERFIT_DB"] = cli.file("restored.sqlite")
        let imported = try fresh.run("backup", "import", cli.file("bundle.json"), "--replace", "--yes")
        #expect(imported.status == 0, "\(imported.stderr)")
        let views = [
            ["history", "--json"], ["plans", "list", "--all", "--json"],
            ["plans", "versions", "Legs, \"day\"", "--json"],
            ["settings", "list", "--json"],
        ]
        for view in views {
            let before = try cli.run(view)
            let after = try fresh.run(view)
            #expect(before.status == 0 && !before.stdout.isEmpty)
            #expect(before.stdout == after.stdout, "\(view) differs after the round trip")
        }
        let again = try fresh.run("backup", "import", cli.file("bundle.json"), "--merge")
        #expect(again.status == 0)
        #expect(
            again.stdout == """
                Added 0 plans, 0 versions, 0 sessions and 0 settings that were missing.
                Already there (left as they were): 1 plan, 1 version, 3 sessions and 1 setting.

                """)
    }

    @Test func aNewerOrMalformedBundleChangesNothing() throws {
        let cli = try Self.trainedRunner()
        #expect(try cli.run("backup", "export", cli.file("bundle.json")).status == 0)
        let bundle = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cli.file("bundle.json"))))
                as? [String: Any])
        let schema = try #require(bundle["schemaVersion"] as? String)
        var newer = bundle
        newer["schemaVersion"] = "v99-from-the-future"
        var malformed = bundle
        var sessions = try #require(bundle["sessions"] as? [[String: Any]])
        sessions[1]["startedAt"] = "not a date"
        malformed["sessions"] = sessions
        let before = try Data(contentsOf: URL(fileURLWithPath: cli.databasePath))
        let modified = try FileManager.default.attributesOfItem(atPath: cli.databasePath)[.modificationDate] as? Date
        for (name, content, message) in [
            (
                "newer.json", newer,
                "interfit: \(cli.file("newer.json")) comes from a newer Interfit (database v99-from-the-future, "
                    + "this one knows up to \(schema)); nothing was changed.\nFix: update Interfit.\n"
            ),
            (
                "malformed.json", malformed,
                "interfit: \(cli.file("malformed.json")) is not a usable Interfit backup: at sessions[1].startedAt, "
                    + "the date is not an ISO 8601 date. Nothing was changed.\n"
                    + "Fix: export the backup again with `interfit backup export`.\n"
            ),
        ] {
            try JSONSerialization.data(withJSONObject: content).write(to: URL(fileURLWithPath: cli.file(name)))
            for mode in ["--merge", "--replace"] {
                let refused = try cli.run("backup", "import", cli.file(name), mode, "--yes")
                #expect(refused.status == 65, "\(name) \(mode): \(refused.stderr)")
                #expect(refused.stderr == message, "\(name) \(mode)")
                #expect(refused.stdout.isEmpty)
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.databasePath)) == before, "database bytes unchanged")
        let after = try FileManager.default.attributesOfItem(atPath: cli.databasePath)[.modificationDate] as? Date
        #expect(after == modified, "database not even touched")
    }

    @Test func aDamagedSessionIsNamedByShowAndListedByTheFullDoctor() throws {
        let cli = try Self.trainedRunner()
        let listed = try #require(try cli.json("history", "--json") as? [[String: Any]])
        let id = try #require(listed.first?["id"] as? String)
        let script = """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            db.execute("UPDATE session SET events = x'ff00' WHERE id = ?", (sys.argv[2],))
            db.commit()
            """
        #expect(try Spawn.run(["python3", "-c", script, cli.databasePath, id]).status == 0)
        let show = try cli.run("history", "show", String(id.prefix(6)))
        #expect(show.status == 74, "\(show.stderr)")
        #expect(show.stdout.isEmpty)
        #expect(
            show.stderr == """
                interfit: The session \(id) exists but cannot be read (its stored row is damaged).
                Fix: see `interfit doctor --full`; `interfit backup export FILE` saves every readable session.

                """)
        let doctor = try #require(try cli.json("doctor", "--full", "--json") as? [String: Any])
        #expect(doctor["unreadableRows"] as? [String] == ["session " + id])
    }

    @Test func statsSaysOneWeekAndSplitsMinutesInItsJSON() throws {
        let (cli, weeks) = try Self.knownRunner()
        let one = try cli.run("stats", "--weeks", "1")
        #expect(one.status == 0)
        #expect(
            one.stdout == """
                week      active minutes (█ completed, ▒ ended early) · sessions
                \(weeks.thisWeek)                                                               0 min · 0

                1 week · sessions 0 · active minutes 0 · completed 0 · ended early 0

                """)
        let stats = try cli.run("stats", "--weeks", "2", "--json")
        #expect(
            stats.stdout == """
                {
                  "total" : {
                    "activeMinutes" : 2.5,
                    "completed" : 1,
                    "completedMinutes" : 0.9,
                    "ended" : 2,
                    "endedMinutes" : 1.7,
                    "sessions" : 3,
                    "weeks" : 2
                  },
                  "weeks" : [
                    {
                      "activeMinutes" : 2.5,
                      "completed" : 1,
                      "completedMinutes" : 0.9,
                      "ended" : 2,
                      "endedMinutes" : 1.7,
                      "sessions" : 3,
                      "week" : "\(weeks.lastWeek)",
                      "weekStart" : "\(weeks.text(0, "yyyy-MM-dd'T'HH:mm:ss'Z'"))"
                    },
                    {
                      "activeMinutes" : 0,
                      "completed" : 0,
                      "completedMinutes" : 0,
                      "ended" : 0,
                      "endedMinutes" : 0,
                      "sessions" : 0,
                      "week" : "\(weeks.thisWeek)",
                      "weekStart" : "\(weeks.text(7 * 86_400, "yyyy-MM-dd'T'HH:mm:ss'Z'"))"
                    }
                  ]
                }

                """)
    }
}
