import Foundation
import TestSupport
import Testing

/// The rough edges a new user hit, each through the real binary: what they typed, what they must see.
@Suite struct RoughEdgesTests {
    @Test func aNameStartingWithADashIsAnUnknownOptionUnlessAfterTheSeparator() throws {
        let cli = CommandLineRunner()
        let refused = try cli.run("plans", "create", "-dash", "--sets", "2", "--work", "20", "--rest", "10")
        #expect(refused.status == 64 && refused.stdout.isEmpty, "no help, no exit 0")
        #expect(refused.stderr.contains("'-dash'") && refused.stderr.contains("-- -dash"))
        let created = try cli.run("plans", "create", "--sets", "2", "--work", "20", "--rest", "10", "--", "-dash")
        #expect(created.status == 0 && created.stdout.contains("-dash"))
        #expect(try cli.run("start", "--sets", "1", "--work", "-5").stderr.contains("\"-5\" is not a duration"))
    }

    @Test func messagesNameWhatTheUserGave() throws {
        let cli = CommandLineRunner()
        let long = try cli.run("plans", "create", "X", "--total", "100h", "--sets", "3", "--intensity", "hard")
        #expect(long.status == 64 && long.stderr.contains("--total"))
        #expect(!long.stderr.contains("--work") && !long.stderr.contains("--rest"))
        let zero = try cli.run("plans", "create", "X", "--total", "10m", "--sets", "3", "--ratio", "0:1")
        #expect(zero.status == 64 && zero.stderr.contains("at least 1"))
        let missing = try cli.run("start", "--sets", "3")
        #expect(missing.status == 64 && missing.stderr.contains("--work"))
        for bad in ["1m90s", "1:70"] {
            let result = try cli.run("start", "--sets", "1", "--work", bad)
            #expect(result.status == 64 && result.stderr.contains("60 or more"), "\(bad): \(result.stderr)")
        }
        let directory = try cli.run("plans", "import", cli.folder)
        #expect(directory.status != 0 && directory.stderr.contains("directory"))
        for leak in ["NSCocoaErrorDomain", "DecodingError", "storage(detail:"] {
            #expect(!directory.stderr.contains(leak) && !long.stderr.contains(leak))
        }
        #expect(!FileManager.default.fileExists(atPath: cli.databasePath), "nothing was created")
    }

    @Test func emptyListsPrintAnEmptyJSONArray() throws {
        let cli = CommandLineRunner()
        for command in [["history", "--json"], ["plans", "list", "--json"]] {
            let result = try cli.run(command)
            #expect(result.status == 0 && result.stdout == "[]\n", "\(command): \(result.stdout)")
        }
    }

    @Test func newlineCommandsOnStdinDriveAWorkout() throws {
        let cli = CommandLineRunner()
        let result = try cli.run(
            "start", "--sets", "2", "--work", "30", "--rest", "30", "--no-tui", "--cues", "none",
            input: "pause\nresume\nskip\nextend 15\nend\n")
        #expect(result.status == 0, "\(result.stderr)")
        for word in ["paused", "resumed", "skipped", "ended"] {
            #expect(result.stdout.contains(word), "\(word) missing in:\n\(result.stdout)")
        }
        let history = try #require(try cli.json("history", "--json") as? [[String: Any]])
        #expect(history.first?["status"] as? String == "ended")
        #expect((history.first?["activeSeconds"] as? Double ?? 99) < 5, "it did not wait for the clock")
    }

    @Test func chineseHelpAndValueErrors() throws {
        var cli = CommandLineRunner()
        cli.environment["INTERFIT_LANG"] = "zh"
        let help = try cli.run("start", "--help")
        #expect(help.stdout.contains("开始一次训练") && help.stdout.contains("每组训练时长"))
        let value = try cli.run("start", "--sets", "1", "--work", "abc")
        #expect(value.status == 64 && value.stderr.contains("不是时长"))
        let templates = try cli.run("templates")
        #expect(templates.stdout.contains("塔巴塔") || templates.stdout.contains("Tabata"))
    }

    @Test func aDumbTerminalGetsPlainLines() throws {
        let cli = CommandLineRunner()
        let name = "interfit-dumb-\(UUID().uuidString.prefix(8))"
        let command =
            "env INTERFIT_DB=\(cli.databasePath) HOME=\(cli.folder) LANG=C.UTF-8 TERM=dumb "
            + "\(CommandLineRunner.executable.path) start --sets 1 --work 10 --cues none > \(cli.file("out")) 2>&1"
        #expect(
            try Spawn.run(["tmux", "-L", name, "-f", "/dev/null", "new-session", "-d", "-s", name, command]).status == 0
        )
        defer { _ = try? Spawn.run(["tmux", "-L", name, "kill-server"]) }
        let deadline = Date().addingTimeInterval(20)
        var output = ""
        while Date() < deadline {
            output = (try? String(contentsOfFile: cli.file("out"), encoding: .utf8)) ?? ""
            if output.contains("completed") { break }
            usleep(200_000)
        }
        #expect(output.contains("0:00") && output.contains("completed"), "\(output)")
        #expect(!output.contains("\u{1B}["), "no escape sequences on a dumb terminal")
    }
}
