import Foundation
import TestSupport
import Testing

/// `interfit templates` and `interfit plans …` end to end against a real SQLite file.
@Suite struct PlanCommandsTests {
    @Test func templatesListTheBuiltInsWithRealTotals() throws {
        let cli = CommandLineRunner()
        let result = try cli.run("templates")
        #expect(result.status == 0)
        for line in [
            "Tabata", "8×(20/10) = 3:50", "HIIT starter", "10×(1:30/30) = 19:30", "Running intervals",
            "Strength rest", "Stretch & recover",
        ] {
            #expect(result.stdout.contains(line), "missing \(line)")
        }
        let json = try #require(try cli.json("templates", "--json") as? [[String: Any]])
        #expect(json.count >= 5)
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
        #expect(statuses.prefix(8).filter { $0 == 0 }.count == 1, "one create wins, the others are refused")
        #expect(statuses.prefix(8).allSatisfy { $0 == 0 || $0 == 64 || $0 == 74 }, "\(statuses)")
        let plans = try #require(try cli.json("plans", "list", "--all", "--json") as? [[String: Any]])
        let keys = plans.compactMap { ($0["name"] as? String)?.lowercased() }
        #expect(Set(keys).count == keys.count, "duplicate names: \(keys.sorted())")
        #expect(keys.filter { $0.hasPrefix("base") }.count == 1 + statuses.suffix(8).filter { $0 == 0 }.count)
    }

    @Test func aPlanSavedWhileAnotherProgramHeldTheDatabaseIsKept() throws {
        // Our own open/close of the file used to drop this process's SQLite locks: the other program, closing
        // last, then deleted the WAL our commit was in ("Created B", and no B).
        let cli = CommandLineRunner()
        #expect(try cli.run("plans", "create", "A", "--sets", "2", "--work", "10", "--rest", "5").status == 0)
        let hold =
            "(echo 'BEGIN IMMEDIATE;'; echo \"INSERT INTO setting VALUES('held','1');\"; sleep 2; echo 'ROLLBACK;')"
        let holder = try Spawn(["/bin/sh", "-c", hold + " | sqlite3 '\(cli.databasePath)'"])
        usleep(500_000)
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
        #expect(created.status == 0 && created.stdout.contains("10×(45/15) = 9:45"), "\(created.stderr)")
        #expect(
            try cli.run("plans", "create", "Burn", "--total", "10m", "--sets", "12", "--intensity", "hard").status == 0)
        #expect(try cli.run("plans", "create", "Core", "--sets", "6", "--work", "1m", "--rest", "30").status == 0)

        let mode = try FileManager.default.attributesOfItem(atPath: cli.databasePath)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        var list = try #require(try cli.json("plans", "list", "--json") as? [[String: Any]])
        #expect(Set(list.compactMap { $0["name"] as? String }) == ["Legs", "Burn", "Core"])
        let burn = try #require(list.first { $0["name"] as? String == "Burn" })
        #expect((burn["totalSeconds"] as? Int ?? 9999) <= 600)

        #expect(try cli.run("plans", "edit", "legs", "--rest", "20s", "--name", "Legs B").status == 0)
        let shown = try #require(try cli.json("plans", "show", "legs b", "--json") as? [String: Any])
        #expect(shown["restSeconds"] as? Int == 20 && shown["exercises"] as? [String] == ["Squat", "Lunge"])
        let id = try #require(shown["id"] as? String)
        #expect(try cli.run("plans", "show", String(id.prefix(8))).stdout.contains("Legs B"))

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

        #expect(try cli.run("plans", "copy", "core").stdout.contains("Core (2)"))
        let unasked = try cli.run("plans", "rm", "core (2)")
        #expect(unasked.status == 64)
        #expect(
            unasked.stderr
                == "interfit: plans rm asks before deleting, and there is no terminal to answer; nothing was "
                + "deleted.\nFix: add --yes to delete without asking: interfit plans rm core (2) --yes\n")
        #expect(try cli.run("plans", "rm", "core (2)", "--yes").status == 0)
        let missing = try cli.run("plans", "show", "core (2)")
        #expect(missing.status == 64 && missing.stderr.contains("plans list --all"))
        list = try #require(try cli.json("plans", "list", "--all", "--json") as? [[String: Any]])
        #expect(list.count == 3)
    }

    @Test func invalidPlansExit64NamingEachFieldAndWriteNothing() throws {
        let cli = CommandLineRunner()
        let result = try cli.run(
            "plans", "create", "Bad", "--sets", "0", "--work", "5", "--rest", "31m", "--rounds", "30")
        #expect(result.status == 64)
        for expected in ["--sets", "1 and 99", "--work", "0:10 and 30:00", "--rest", "--rounds", "1 and 20"] {
            #expect(result.stderr.contains(expected), "missing \(expected) in \(result.stderr)")
        }
        #expect(try cli.run("plans", "create", "X", "--sets", "8", "--work", "abc", "--rest", "10").status == 64)
        #expect(try cli.run("plans", "create", "X", "--sets", "8").stderr.contains("--work"))
        #expect(try cli.run("plans", "create", "X", "--total", "1m", "--sets", "20", "--ratio", "1:1").status == 64)
        let list = try #require(try cli.json("plans", "list", "--all", "--json") as? [[String: Any]])
        #expect(list.isEmpty)
    }

    @Test func exportImportForksWithDedupAndRefusesBadFiles() throws {
        let cli = CommandLineRunner()
        try cli.run("plans", "create", "Shared", "--sets", "5", "--work", "30", "--rest", "15")
        #expect(try cli.run("plans", "publish", "shared").stdout.contains("1"))
        #expect(try cli.run("plans", "publish", "shared").stdout.contains("unchanged"))
        try cli.run("plans", "edit", "shared", "--sets", "6")
        try cli.run("plans", "publish", "shared")
        let versions = try #require(try cli.json("plans", "versions", "shared", "--json") as? [[String: Any]])
        #expect(versions.compactMap { $0["number"] as? Int } == [1, 2])
        #expect(versions.compactMap { $0["setsCount"] as? Int } == [5, 6])

        let file = cli.file("shared.json")
        #expect(try cli.run("plans", "export", "shared", file).status == 0)
        #expect(try cli.run("plans", "export", "shared", file).status == 64, "never overwrite without --force")

        var friend = CommandLineRunner()
        friend.environment["INTERFIT_DB"] = friend.file("friend.sqlite")
        let imported = try friend.run("plans", "import", file)
        #expect(imported.status == 0 && imported.stdout.contains("Shared"))
        let again = try friend.run("plans", "import", file)
        #expect(again.status == 0 && again.stdout.contains("Already in your library as Shared"))
        let viaStdin = try friend.run(
            ["plans", "import", "-"], input: try String(contentsOfFile: file, encoding: .utf8))
        #expect(viaStdin.stdout.contains("Already in your library"))
        let list = try #require(try friend.json("plans", "list", "--all", "--json") as? [[String: Any]])
        #expect(list.count == 1)
        #expect(list.first?["forkedFromVersionId"] as? String == versions.last?["id"] as? String)

        let bad = friend.file("bad.json")
        for content in [
            "{ nope", #"{"formatVersion":1,"name":"x","setsCount":0,"workSeconds":1}"#, #"{"formatVersion":9}"#,
        ] {
            try content.write(toFile: bad, atomically: false, encoding: .utf8)
            let refused = try friend.run("plans", "import", bad)
            #expect(refused.status == 65, "\(content): \(refused.stderr)")
            #expect(refused.stderr.contains("nothing was imported"))
        }
        #expect(try friend.run("plans", "import", friend.file("missing.json")).status == 74)
        #expect(try #require(try friend.json("plans", "list", "--all", "--json") as? [[String: Any]]).count == 1)
    }
}
