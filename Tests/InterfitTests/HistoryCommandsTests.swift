import Foundation
import TestSupport
import Testing

/// `history`, `history show`, `stats` and `backup` through the real binary on real SQLite files.
@Suite struct HistoryCommandsTests {
    /// A database with a plan whose name needs CSV quoting, a published version, a setting and three sessions.
    private static func trainedRunner() throws -> CommandLineRunner {
        let cli = CommandLineRunner()
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

    @Test func csvIsReadBackByPythonsCSVModule() throws {
        let cli = try Self.trainedRunner()
        let csv = try cli.run("history", "--csv")
        #expect(csv.status == 0, "\(csv.stderr)")
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
        #expect(csv.stdout.contains("\"Legs, \"\"day\"\"\""), "RFC 4180 quoting")
        #expect(csv.stdout.hasPrefix("id,startedAt,"))
    }

    @Test func listFiltersShowAndStatsInBothLanguages() throws {
        var cli = try Self.trainedRunner()
        let byPlan = try #require(try cli.json("history", "--plan", "tabata", "--json") as? [[String: Any]])
        #expect(byPlan.count == 1 && byPlan.first?["planName"] as? String == "Tabata")
        #expect((try cli.json("history", "--limit", "2", "--json") as? [Any])?.count == 2)
        let future = try cli.run("history", "--since", "2999-01-01")
        #expect(future.status == 0 && future.stdout.contains("No sessions match"))
        let badDate = try cli.run("history", "--since", "yesterday")
        #expect(badDate.status == 64 && badDate.stderr.contains("--since"))

        let id = try #require(byPlan.first?["id"] as? String)
        let show = try cli.run("history", "show", String(id.prefix(6)))
        #expect(show.status == 0, "\(show.stderr)")
        for word in ["Tabata", "8×(20/10) = 3:50", "Paused", "Timeline", "paused", "resumed", "ended"] {
            #expect(show.stdout.contains(word), "\(word) missing in:\n\(show.stdout)")
        }
        let detail = try #require(try cli.json("history", "show", id, "--json") as? [String: Any])
        #expect(detail["id"] as? String == id && (detail["events"] as? [Any])?.isEmpty == false)
        let unknown = try cli.run("history", "show", "ffffffff")
        #expect(unknown.status != 0 && unknown.stderr.contains("ffffffff"))

        let stats = try cli.run("stats", "--weeks", "4")
        #expect(stats.status == 0 && stats.stdout.split(separator: "\n").count >= 5, "\(stats.stdout)")
        #expect(stats.stdout.contains("sessions 3"))
        let weeks = try #require(try cli.json("stats", "--weeks", "4", "--json") as? [String: Any])
        #expect((weeks["weeks"] as? [Any])?.count == 4)

        cli.environment["INTERFIT_LANG"] = "zh"
        #expect(try cli.run("history", "show", id).stdout.contains("有效时长"))
        #expect(try cli.run("stats").stdout.contains("训练 3 次"))
        #expect(try cli.run("history").stdout.contains("已完成"))
    }

    @Test func backupRoundTripsIntoAnEmptyDatabase() throws {
        let cli = try Self.trainedRunner()
        let exported = try cli.run("backup", "export", cli.file("bundle.json"))
        #expect(exported.status == 0, "\(exported.stderr)")
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
        #expect(again.stdout.contains("Added 0 plans, 0 versions, 0 sessions and 0 settings"), "\(again.stdout)")
    }

    @Test func aNewerOrMalformedBundleChangesNothing() throws {
        let cli = try Self.trainedRunner()
        #expect(try cli.run("backup", "export", cli.file("bundle.json")).status == 0)
        let bundle = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cli.file("bundle.json"))))
                as? [String: Any])
        var newer = bundle
        newer["schemaVersion"] = "v99-from-the-future"
        var malformed = bundle
        var sessions = try #require(bundle["sessions"] as? [[String: Any]])
        sessions[1]["startedAt"] = "not a date"
        malformed["sessions"] = sessions
        let before = try Data(contentsOf: URL(fileURLWithPath: cli.databasePath))
        let modified = try FileManager.default.attributesOfItem(atPath: cli.databasePath)[.modificationDate] as? Date
        for (name, content, words) in [
            ("newer.json", newer, ["newer Interfit", "v99-from-the-future"]),
            ("malformed.json", malformed, ["sessions[1].startedAt"]),
        ] {
            try JSONSerialization.data(withJSONObject: content).write(to: URL(fileURLWithPath: cli.file(name)))
            for mode in ["--merge", "--replace"] {
                let refused = try cli.run("backup", "import", cli.file(name), mode, "--yes")
                #expect(refused.status == 65, "\(name) \(mode): \(refused.stderr)")
                for word in words { #expect(refused.stderr.contains(word), "\(word) missing in \(refused.stderr)") }
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
        for word in [id, "cannot be read", "interfit doctor --full", "backup export"] {
            #expect(show.stderr.contains(word), "\(word) missing in \(show.stderr)")
        }
        #expect(!show.stderr.contains("No session id starts with"))
        let doctor = try #require(try cli.json("doctor", "--full", "--json") as? [String: Any])
        #expect(doctor["unreadableRows"] as? [String] == ["session " + id])
    }

    @Test func statsSaysOneWeekAndSplitsMinutesInItsJSON() throws {
        let cli = try Self.trainedRunner()
        let one = try cli.run("stats", "--weeks", "1")
        #expect(one.status == 0 && one.stdout.contains("\n1 week · sessions 3"), "\(one.stdout)")
        let stats = try #require(try cli.json("stats", "--weeks", "1", "--json") as? [String: Any])
        let total = try #require(stats["total"] as? [String: Any])
        for key in ["weeks", "sessions", "activeMinutes", "completed", "ended", "completedMinutes", "endedMinutes"] {
            #expect(total[key] != nil, "\(key) missing in \(total)")
        }
    }
}
