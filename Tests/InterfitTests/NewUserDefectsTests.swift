import Foundation
import TestSupport
import Testing

/// What a new user tripped on (issue 19), each through the real binary: templates, doors, versions, help, pipes.
@Suite struct NewUserDefectsTests {
    /// One `end` on stdin ends a headless workout at once; its ndjson `started` line names what ran.
    private func startedPlan(_ cli: CommandLineRunner, _ arguments: String...) throws -> String? {
        let run = try cli.run(["start"] + arguments + ["--cues", "none", "--events", "ndjson"], input: "end\n")
        let first = run.stdout.split(separator: "\n").first.map(String.init) ?? ""
        let object = try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any]
        return object?["plan"] as? String
    }

    @Test func aTemplateIdWinsOverAPlanWhoseNameStartsWithIt() throws {
        let cli = CommandLineRunner()
        #expect(
            try cli.run("plans", "create", "Tabata legs", "--sets", "4", "--work", "30", "--rest", "15").status == 0)
        #expect(try startedPlan(cli, "tabata") == "Tabata")
        #expect(try startedPlan(cli, "tabata l") == "Tabata legs")
        let sessions = try #require(try cli.json("history", "--plan", "tabata", "--json") as? [[String: Any]])
        #expect(sessions.map { $0["templateId"] as? String } == ["tabata"])
        #expect(try cli.run("plans", "create", "tabata", "--sets", "2", "--work", "10", "--rest", "5").status == 0)
        #expect(try startedPlan(cli, "tabata") == "tabata", "a plan named exactly so wins")
    }

    @Test func aMissingOrUnreachableDatabaseFolderIsAnErrorNotANewFolder() throws {
        let cli = CommandLineRunner()
        let missing = cli.file("typo/inner/x.sqlite")
        let created = try cli.run(
            "--db", missing, "plans", "create", "Legs", "--sets", "2", "--work", "10", "--rest", "5")
        #expect(created.status == 74)
        #expect(
            created.stderr == "interfit: The folder \(cli.file("typo/inner")) does not exist; nothing was created.\n"
                + "Fix: create it first (mkdir -p), or choose another file with --db.\n")
        #expect(!FileManager.default.fileExists(atPath: cli.file("typo")))
        #expect(try cli.run("--db", missing, "history").status == 0, "reading a database that is not there yet")

        try Data("x".utf8).write(to: URL(fileURLWithPath: cli.file("plain")))
        let underAFile = cli.file("plain") + "/x.sqlite"
        let unreachable = try cli.run("--db", underAFile, "history")
        #expect(unreachable.status == 74)
        #expect(
            unreachable.stderr
                == "interfit: Cannot reach \(underAFile) (Not a directory); nothing was read or changed.\n"
                + "Fix: check the path and the permissions of its folders, or choose another file with --db.\n")

        let empty = try cli.run("--db", "", "history")
        #expect(empty.status == 64)
        #expect(
            empty.stderr == "interfit: --db needs a file path; it was empty.\n"
                + "Fix: give a path (--db ~/train.sqlite), or leave --db out to use the default database.\n")
        var emptyVariable = cli
        emptyVariable.environment["INTERFIT_DB"] = ""
        #expect(try emptyVariable.run("plans", "list").status == 64)

        let backup = try cli.run("--db", cli.file("none.sqlite"), "backup", "export", "-")
        #expect(backup.status == 74 && backup.stdout.isEmpty, "no empty bundle for a database that is not there")
    }

    @Test func versionsAreShownExportedAndStartedByTheirId() throws {
        let cli = CommandLineRunner()
        #expect(try cli.run("plans", "create", "Legs", "--sets", "3", "--work", "20", "--rest", "10").status == 0)
        #expect(try cli.run("plans", "publish", "legs").status == 0)
        #expect(try cli.run("plans", "edit", "legs", "--sets", "5").status == 0)
        let versions = try #require(try cli.json("plans", "versions", "legs", "--json") as? [[String: Any]])
        let id = try #require(versions.first?["id"] as? String)
        let shown = try cli.run("plans", "show", String(id.prefix(8)))
        #expect(shown.status == 0)
        #expect(shown.stdout.split(separator: "\n").dropFirst().first == "Version 1 of Legs")
        #expect(shown.stdout.split(separator: "\n").dropFirst(2).first == "3×(20/10) = 1:20")
        let listed = try #require(try cli.json("plans", "versions", String(id.prefix(8)), "--json") as? [[String: Any]])
        #expect(listed.map { $0["id"] as? String } == [id])
        #expect(try cli.run("plans", "export", String(id.prefix(8)), cli.file("v1.json")).status == 0)
        let file = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cli.file("v1.json"))))
        #expect((file as? [String: Any])?["setsCount"] as? Int == 3)
        #expect((file as? [String: Any])?["versionId"] as? String == id)
        #expect(try startedPlan(cli, String(id.prefix(8))) == "Legs")
    }

    @Test func helpShowsTheHistoryOptionsAndTheBackupAlternatives() throws {
        let cli = CommandLineRunner()
        let history = try cli.run("history", "--help").stdout.split(separator: "\n").map(String.init)
        #expect(
            history.contains("USAGE: interfit history [--limit <n>] [--since <date>] [--plan <plan>]")
                && history.contains("         [--json | --csv]"))
        #expect(history.contains { $0.hasPrefix("  --limit <limit>") })
        #expect(history.contains { $0.hasPrefix("  --since <date>") })
        let backup = try cli.run("backup", "import", "--help").stdout.split(separator: "\n").map(String.init)
        #expect(backup.contains("USAGE: interfit backup import <file> (--merge | --replace) [--yes]"))
    }

    @Test func aReaderThatGoesAwayEndsTheWorkoutAsInterruptedAndSavesIt() throws {
        let cli = CommandLineRunner()
        let command =
            "'\(CommandLineRunner.executable.path)' start --sets 3 --work 10 --rest 5 --no-tui --cues none | head -1;"
            + " echo \"status=${PIPESTATUS[0]}\""
        let run = try Spawn(["/bin/bash", "-c", command], environment: cli.environment)
        #expect(run.wait() == 0)
        #expect(run.output.split(separator: "\n").last == "status=130")
        let history = try #require(try cli.json("history", "--json") as? [[String: Any]])
        #expect(history.count == 1)
        #expect(history.first?["status"] as? String == "ended")
        #expect(history.first?["tags"] as? [String] == ["interrupted"])
    }

    @Test func startWithNothingOffATerminalSaysWhatToPass() throws {
        let cli = CommandLineRunner()
        let run = try cli.run("start")
        #expect(run.status == 64)
        #expect(
            run.stderr == "interfit: An ad-hoc workout needs --sets, --work.\n"
                + "Fix: give at least --sets and --work (e.g. `interfit start --sets 8 --work 20 --rest 10`), "
                + "or name a plan or template.\n")
    }
}
