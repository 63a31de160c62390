import Foundation
import TestSupport
import Testing

/// Workouts killed outright are kept in the journal and `interfit recover` ends, continues or discards them.
@Suite struct RecoveryTests {
    /// Starts a workout in the background and kills it with SIGKILL once it has run for `seconds`.
    private func killedWorkout(_ cli: CommandLineRunner, _ arguments: String..., after seconds: Double) throws {
        let process = try Spawn(
            [CommandLineRunner.executable.path, "start"] + arguments + ["--no-tui", "--cues", "none"],
            environment: cli.environment)
        try cli.waitForOutput(process, containing: "Work", timeout: 10)
        usleep(UInt32(seconds * 1_000_000))
        process.send(SIGKILL)
        #expect(process.wait() == 128 + SIGKILL)
    }

    private func unfinished(_ cli: CommandLineRunner) throws -> [[String: Any]] {
        let listed = try #require(try cli.json("recover", "--json") as? [String: Any])
        return try #require(listed["unfinished"] as? [[String: Any]])
    }

    @Test func aKilledWorkoutIsEndedAndSavedTaggedRecovered() throws {
        let cli = CommandLineRunner()
        try killedWorkout(cli, "tabata", after: 1.5)
        let kept = try unfinished(cli)
        #expect(kept.count == 1 && kept.first?["plan"] as? String == "Tabata")
        let active = try #require(kept.first?["activeSeconds"] as? Double)
        #expect(active >= 1 && active < 5, "the journalled position is close to the truth: \(active)")

        let notice = try cli.run("start", "--sets", "1", "--work", "10", "--rest", "0", "--no-tui", "--cues", "none")
        #expect(
            notice.status == 0 && notice.stderr.contains("interfit recover"), "a one-line notice without a terminal")

        let ended = try cli.run("recover", "end")
        #expect(ended.status == 0 && ended.stdout.contains("Tabata"))
        let history = try #require(try cli.json("history", "--json") as? [[String: Any]])
        let recovered = try #require(history.first { $0["planName"] as? String == "Tabata" })
        #expect(recovered["status"] as? String == "ended")
        #expect((recovered["tags"] as? [String])?.contains("recovered") == true)
        #expect(try unfinished(cli).isEmpty)
        #expect(try cli.run("recover").stdout.contains("Nothing to recover"))
    }

    @Test func continueResumesWhereItStoppedAndCompletes() throws {
        let cli = CommandLineRunner()
        try killedWorkout(cli, "--sets", "1", "--work", "12", "--rest", "0", after: 1)
        let resumed = try cli.run("recover", "continue")
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(resumed.stdout.contains("recovered") && resumed.stdout.contains("completed"))
        let history = try #require(try cli.json("history", "--json") as? [[String: Any]])
        #expect(history.count == 1 && history.first?["status"] as? String == "completed")
        let active = try #require(history.first?["activeSeconds"] as? Double)
        #expect(abs(active - 12) < 1, "no segment repeated or skipped: \(active)")
        #expect(try unfinished(cli).isEmpty)
    }

    @Test func severalNeedAnIdAndAnUnknownIdIsAUsageError() throws {
        let cli = CommandLineRunner()
        try killedWorkout(cli, "tabata", after: 0.3)
        try killedWorkout(cli, "tabata", after: 0.3)
        let kept = try unfinished(cli)
        #expect(kept.count == 2)
        let ambiguous = try cli.run("recover", "continue")
        #expect(ambiguous.status == 64 && ambiguous.stderr.contains("recover continue"))
        let unknown = try cli.run("recover", "discard", "zzzz")
        #expect(unknown.status == 64 && unknown.stderr.contains("zzzz"))
        let id = try #require(kept.first?["id"] as? String)
        #expect(try cli.run("recover", "discard", String(id.prefix(8))).status == 0)
        #expect(try unfinished(cli).count == 1)
        #expect(
            try cli.json("history", "--json") as? [Any] == nil
                || (try cli.json("history", "--json") as? [Any])?.isEmpty == true)
    }
}
