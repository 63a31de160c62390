import Foundation
import TestSupport
import Testing

/// `interfit templates` and `interfit plans …` end to end against a real SQLite file.
@Suite struct PlanCommandsTests {
    @Test func templatesListTheBuiltInsWithRealTotals() throws {
        let cli = CommandLineRunner()
        let result = try cli.run("templates")
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                ID        NAME               SUMMARY
                hiit      HIIT starter       10×(1:30/30) = 19:30
                tabata    Tabata             8×(20/10) = 3:50
                running   Running intervals  10×(2:00/1:00) = 29:00
                strength  Strength rest      10×(2:00/30) = 24:30
                stretch   Stretch & recover  6×(1:30/30) = 11:30

                Start one with: interfit start tabata

                """)
        let json = try #require(try cli.json("templates", "--json") as? [[String: Any]])
        #expect(json.compactMap { $0["id"] as? String } == ["hiit", "tabata", "running", "strength", "stretch"])
        #expect(json.first { $0["id"] as? String == "tabata" }?["totalSeconds"] as? Int == 230)
        #expect(!FileManager.default.fileExists(atPath: cli.databasePath), "templates must not need a database")
    }

    @Test func plansCreatedOrCopiedAtTheSameTimeNeverShareAName() throws {
        let cli = CommandLineRunner()
        #expect(try cli.run("plans", "create", "Base", "--sets", "2", "--work", "10", "--rest", "5").status == 0)
        let create = ["plans", "create", "Race", "--sets", "2", "--work", "10", "--rest", "5"]
        let creates = try (0..<8).map { _ in
            try Spawn([CommandLineRunner.executable.path] + create, environment: cli.environment)
        }
        let racers = try creates + (0..<8).map { _ in try cli.spawn("plans", "copy", "base") }
        let statuses = racers.map { $0.wait() }
        #expect(statuses.prefix(8).sorted() == [0] + Array(repeating: 64, count: 7), "one create wins: \(statuses)")
        for loser in racers.prefix(8) where loser.wait() == 64 {
            #expect(
                loser.errorOutput == """
                    interfit: The plan is not valid; nothing was saved:
                      NAME: "Race" is already taken (names are unique ignoring case).
                      Fix: choose another name, or edit that plan.

                    """)
        }
        #expect(statuses.suffix(8) == Array(repeating: 0, count: 8), "every copy finds a free name: \(statuses)")
        let plans = try #require(try cli.json("plans", "list", "--all", "--json") as? [[String: Any]])
        let names = plans.compactMap { $0["name"] as? String }.sorted()
        #expect(names == ["Base"] + (2...9).map { "Base (\($0))" } + ["Race"])
    }

    @Test func aPlanSavedWhileAnotherProgramHeldTheDatabaseIsKept() throws {
        // Our own open/close of the file used to drop this process's SQLite locks: the other program, closing
        // last, then deleted the WAL our commit was in ("Created B", and no B).
        let cli = CommandLineRunner()
        #expect(try cli.run("plans", "create", "A", "--sets", "2", "--work", "10", "--rest", "5").status == 0)
        let hold =
            "(echo 'BEGIN IMMEDIATE;'; echo \"INSERT INTO setting VALUES('held','1');\"; echo \"SELECT 'HELD';\"; "
            + "sleep 2; echo 'ROLLBACK;')"
        let holder = try Spawn(["/bin/sh", "-c", hold + " | sqlite3 '\(cli.databasePath)'"])
        // Once sqlite3 has printed HELD it holds the write lock, for 2 s more.
        let deadline = ContinuousClock.now + .seconds(10)
        while !holder.output.contains("HELD") && ContinuousClock.now < deadline { usleep(10_000) }
        #expect(holder.output == "HELD\n", "sqlite3 took the lock")
        let created = try cli.run("plans", "create", "B", "--sets", "2", "--work", "10", "--rest", "5")
        #expect(created.status == 0, "\(created.stderr)")
        #expect(holder.wait() == 0)
        let plans = try #require(try cli.json("plans", "list", "--all", "--json") as? [[String: Any]])
        #expect(plans.compactMap { $0["name"] as? String }.sorted() == ["A", "B"])
    }

    @Test func libraryLifecycle() throws {
        let cli = CommandLineRunner()
        let created = try cli.run(
            "plans", "create", "Legs", "--sets", "10", "--work", "45s", "--rest", "0:15", "--exercise", "Squat",
            "--exercise", "Lunge")
        #expect(created.status == 0, "\(created.stderr)")
        #expect(
            try cli.run("plans", "create", "Burn", "--total", "10m", "--sets", "12", "--intensity", "hard").status == 0)
        #expect(try cli.run("plans", "create", "Core", "--sets", "6", "--work", "1m", "--rest", "30").status == 0)

        let mode = try FileManager.default.attributesOfItem(atPath: cli.databasePath)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        var list = try #require(try cli.json("plans", "list", "--json") as? [[String: Any]])
        #expect(Set(list.compactMap { $0["name"] as? String }) == ["Legs", "Burn", "Core"])
        let legsID = try #require(list.first { $0["name"] as? String == "Legs" }?["id"] as? String)
        #expect(created.stdout == "Created Legs — 10×(45/15) = 9:45 (id \(legsID.prefix(8))).\n")
        let burn = try #require(list.first { $0["name"] as? String == "Burn" })
        #expect((burn["totalSeconds"] as? Int ?? 9999) <= 600)

        #expect(try cli.run("plans", "edit", "legs", "--rest", "20s", "--name", "Legs B").status == 0)
        let shown = try #require(try cli.json("plans", "show", "legs b", "--json") as? [String: Any])
        #expect(shown["restSeconds"] as? Int == 20 && shown["exercises"] as? [String] == ["Squat", "Lunge"])
        let id = try #require(shown["id"] as? String)
        let show = try cli.run("plans", "show", String(id.prefix(8)))
        // Its dates are today's: written YYYY-MM-DD hh:mm here.
        #expect(
            show.stdout.replacingOccurrences(
                of: #"\d{4}-\d\d-\d\d \d\d:\d\d"#, with: "YYYY-MM-DD hh:mm", options: .regularExpression) == """
                    Legs B  \(id)
                    10×(45/20) = 10:30

                    Sets          10
                    Work          0:45
                    Rest          0:20
                    Warm-up       0:00
                    Cool-down     0:00
                    Rounds        1
                    Round rest    0:00
                    Exercises     Squat, Lunge
                    Total         10:30
                    Created       YYYY-MM-DD hh:mm
                    Updated       YYYY-MM-DD hh:mm
                    Last used     never
                    Versions      0
                    Content hash  525cc036e78b3596

                    Timeline
                      0:00  Work · Squat  0:45
                      0:45  Rest          0:20
                      1:05  Work · Lunge  0:45
                      1:50  Rest          0:20
                      2:10  Work · Squat  0:45
                      2:55  Rest          0:20
                      3:15  Work · Lunge  0:45
                      4:00  Rest          0:20
                      4:20  Work · Squat  0:45
                      5:05  Rest          0:20
                      5:25  Work · Lunge  0:45
                      6:10  Rest          0:20
                      6:30  Work · Squat  0:45
                      7:15  Rest          0:20
                      7:35  Work · Lunge  0:45
                      8:20  Rest          0:20
                      8:40  Work · Squat  0:45
                      9:25  Rest          0:20
                      9:45  Work · Lunge  0:45

                    """)

        #expect(try cli.run("plans", "fav", "legs b").status == 0)
        #expect(try cli.run("plans", "archive", "core").status == 0)
        list = try #require(try cli.json("plans", "list", "--favorites", "--json") as? [[String: Any]])
        #expect(list.map { $0["name"] as? String } == ["Legs B"])
        list = try #require(try cli.json("plans", "list", "--archived", "--json") as? [[String: Any]])
        #expect(list.map { $0["name"] as? String } == ["Core"])
        list = try #require(try cli.json("plans", "list", "--json") as? [[String: Any]])
        #expect(!list.contains { $0["name"] as? String == "Core" })
        #expect(try cli.run("plans", "unarchive", "core").status == 0)
        #expect(try cli.run("plans", "unfav", "legs b").status == 0)

        let copied = try cli.run("plans", "copy", "core")
        let copyID = try #require(
            (try cli.json("plans", "list", "--json") as? [[String: Any]])?.first {
                $0["name"] as? String == "Core (2)"
            }?[
                "id"] as? String)
        #expect(copied.stdout == "Copied Core to Core (2) (id \(copyID.prefix(8))).\n")
        let unasked = try cli.run("plans", "rm", "core (2)")
        #expect(unasked.status == 64)
        #expect(
            unasked.stderr
                == "interfit: plans rm asks before deleting, and there is no terminal to answer; nothing was "
                + "deleted.\nFix: add --yes to delete without asking: interfit plans rm core (2) --yes\n")
        #expect(try cli.run("plans", "rm", "core (2)", "--yes").status == 0)
        let missing = try cli.run("plans", "show", "core (2)")
        #expect(missing.status == 64)
        #expect(
            missing.stderr == """
                interfit: No plan matches "core (2)".
                Fix: run `interfit plans list --all` for names and ids, or `interfit templates` for built-in plans.

                """)
        list = try #require(try cli.json("plans", "list", "--all", "--json") as? [[String: Any]])
        #expect(list.count == 3)
    }

    @Test func invalidPlansExit64NamingEachFieldAndWriteNothing() throws {
        let cli = CommandLineRunner()
        let result = try cli.run(
            "plans", "create", "Bad", "--sets", "0", "--work", "5", "--rest", "31m", "--rounds", "30")
        #expect(result.status == 64)
        #expect(
            result.stderr == """
                interfit: The plan is not valid; nothing was saved:
                  --sets: must be between 1 and 99 (got 0).
                  --work: must be between 0:10 and 30:00 (got 0:05).
                  --rest: must be between 0:00 and 30:00 (got 31:00).
                  --rounds: must be between 1 and 20 (got 30).

                """)
        let word = try cli.run("plans", "create", "X", "--sets", "8", "--work", "abc", "--rest", "10")
        #expect(word.status == 64)
        #expect(
            word.stderr == """
                Error: The value 'abc' is invalid for '--work <duration>': "abc" is not a duration.
                Fix: use a form such as 45, 45s, 2m, 1m30s, 1:30, 1h5m.
                Help:  --work <duration>  Work interval, 10s–30m (45, 45s, 2m, 1m30s, 1:30).
                Usage: interfit plans create [<options>] <name>
                  See 'interfit plans create --help' for more information.

                """)
        let missing = try cli.run("plans", "create", "X", "--sets", "8")
        #expect(missing.status == 64)
        #expect(
            missing.stderr == """
                interfit: Missing --work, --rest.
                Fix: give --sets, --work and --rest, or --total, --sets and --ratio or --intensity.

                """)
        let short = try cli.run("plans", "create", "X", "--total", "1m", "--sets", "20", "--ratio", "1:1")
        #expect(short.status == 64)
        #expect(
            short.stderr == """
                interfit: The plan is not valid; nothing was saved:
                  --total: too short for these sets at this ratio; use at least 6:30 (got 1:00).

                """)
        let list = try #require(try cli.json("plans", "list", "--all", "--json") as? [[String: Any]])
        #expect(list.isEmpty)
    }

    @Test func exportImportForksWithDedupAndRefusesBadFiles() throws {
        let cli = CommandLineRunner()
        try cli.run("plans", "create", "Shared", "--sets", "5", "--work", "30", "--rest", "15")
        #expect(try cli.run("plans", "publish", "shared").stdout == "Published Shared as version 1.\n")
        #expect(
            try cli.run("plans", "publish", "shared").stdout
                == "Shared is unchanged since version 1; nothing was published.\n")
        try cli.run("plans", "edit", "shared", "--sets", "6")
        try cli.run("plans", "publish", "shared")
        let versions = try #require(try cli.json("plans", "versions", "shared", "--json") as? [[String: Any]])
        #expect(versions.compactMap { $0["number"] as? Int } == [1, 2])
        #expect(versions.compactMap { $0["setsCount"] as? Int } == [5, 6])

        let file = cli.file("shared.json")
        let exported = try cli.run("plans", "export", "shared", file)
        #expect(exported.status == 0 && exported.stdout.isEmpty)
        #expect(exported.stderr == "Exported Shared to \(file).\n")
        let again = try cli.run("plans", "export", "shared", file)
        #expect(again.status == 64, "never overwrite without --force")
        #expect(
            again.stderr == """
                interfit: \(file) already exists and was left untouched.
                Fix: choose another file name, or add --force to replace it.

                """)

        var friend = CommandLineRunner()
        friend.environment["INTERFIT_DB"] = friend.file("friend.sqlite")
        let imported = try friend.run("plans", "import", file)
        let list = try #require(try friend.json("plans", "list", "--all", "--json") as? [[String: Any]])
        #expect(list.count == 1)
        let friendID = try #require(list.first?["id"] as? String).prefix(8)
        #expect(imported.status == 0)
        #expect(imported.stdout == "Imported Shared — 6×(30/15) = 4:15 (id \(friendID)).\n")
        let twice = try friend.run("plans", "import", file)
        #expect(twice.status == 0)
        #expect(twice.stdout == "Already in your library as Shared (id \(friendID)); nothing was added.\n")
        let viaStdin = try friend.run(
            ["plans", "import", "-"], input: try String(contentsOfFile: file, encoding: .utf8))
        #expect(viaStdin.stdout == twice.stdout)
        #expect(list.first?["forkedFromVersionId"] as? String == versions.last?["id"] as? String)

        let bad = friend.file("bad.json")
        for (content, message) in [
            (
                "{ nope",
                "\(bad) is not a valid Interfit plan file (not valid JSON); nothing was imported.\n"
                    + "Fix: export the plan again with `interfit plans export`, or correct the file."
            ),
            (
                #"{"formatVersion":1,"name":"x","setsCount":0,"workSeconds":1}"#,
                "\(bad) holds an invalid plan; nothing was imported:\n"
                    + "  $.setsCount: must be between 1 and 99 (got 0).\n"
                    + "  $.workSeconds: must be between 0:10 and 30:00 (got 0:01)."
            ),
            (
                #"{"formatVersion":9}"#,
                "\(bad) uses plan file format 9, but this Interfit reads up to 1; nothing was imported.\n"
                    + "Fix: update Interfit."
            ),
        ] {
            try content.write(toFile: bad, atomically: false, encoding: .utf8)
            let refused = try friend.run("plans", "import", bad)
            #expect(refused.status == 65, "\(content)")
            #expect(refused.stderr == "interfit: " + message + "\n", "\(content)")
        }
        let missing = try friend.run("plans", "import", friend.file("missing.json"))
        #expect(missing.status == 74)
        #expect(
            missing.stderr == """
                interfit: Cannot read \(friend.file("missing.json")) (no such file or folder).
                Fix: check the path and its permissions.

                """)
        #expect(try #require(try friend.json("plans", "list", "--all", "--json") as? [[String: Any]]).count == 1)
    }
}
