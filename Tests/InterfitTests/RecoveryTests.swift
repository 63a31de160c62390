import Foundation
import TestSupport
import Testing

/// Workouts killed outright are kept in the journal and `interfit recover` ends, continues or discards them.
@Suite struct RecoveryTests {
    /// Starts a workout in the background and kills it with SIGKILL once its journal was written again `seconds`
    /// after it began (a position record, written about every second): no fixed sleep, however slow the machine.
    private func killedWorkout(
        _ cli: CommandLineRunner, _ arguments: String..., journalled seconds: Double
    ) throws {
        let folder = cli.folder + "/.local/state/interfit/journal"
        let before = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        let process = try Spawn(
            [CommandLineRunner.executable.path, "start"] + arguments + ["--no-tui", "--cues", "none"],
            environment: cli.environment)
        try cli.waitForOutput(process, containing: "Work", timeout: 10)
        func modified(_ path: String) -> Double? {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        }
        let deadline = ContinuousClock.now + .seconds(20)
        var journal: String?
        var began: Double?
        while ContinuousClock.now < deadline {
            let files = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).subtracting(before)
            journal = files.first.map { folder + "/" + $0 }
            if let journal, let time = modified(journal) {
                if began == nil { began = time }
                if let began, time - began >= seconds { break }
            }
            usleep(10_000)
        }
        process.send(SIGKILL)
        #expect(process.wait() == 128 + SIGKILL)
        var written = -1.0
        if let journal, let began, let time = modified(journal) { written = time - began }
        #expect(written >= seconds, "the journal was written \(written) s after it began")
    }

    private func unfinished(_ cli: CommandLineRunner) throws -> [[String: Any]] {
        let listed = try #require(try cli.json("recover", "--json") as? [String: Any])
        return try #require(listed["unfinished"] as? [[String: Any]])
    }

    @Test func aKilledWorkoutIsEndedAndSavedTaggedRecovered() throws {
        let cli = CommandLineRunner()
        try killedWorkout(cli, "tabata", journalled: 1)
        let kept = try unfinished(cli)
        #expect(kept.count == 1 && kept.first?["plan"] as? String == "Tabata")
        let active = try #require(kept.first?["activeSeconds"] as? Double)
        #expect(active >= 0.9 && active < 5, "the journalled position is close to the truth: \(active)")
        let id = try #require(kept.first?["id"] as? String)
        let listed = try cli.run("recover")
        #expect(
            listed.stdout.replacingOccurrences(
                of: #"\d{4}-\d\d-\d\d \d\d:\d\d, stopped after \d+:\d\d"#, with: "<start>, stopped after <m:ss>",
                options: .regularExpression) == """
                    Unfinished workouts kept in the journal:
                      Tabata, started <start>, stopped after <m:ss> in Work (id \(id.prefix(8)))
                    Use `interfit recover continue`, `interfit recover end` or `interfit recover discard` \
                    (add an id to pick one).

                    """)

        let notice = try cli.run("start", "--sets", "1", "--work", "10", "--rest", "0", "--no-tui", "--cues", "none")
        #expect(notice.status == 0)
        #expect(
            notice.stderr == "interfit: 1 unfinished workout is kept in the journal; see `interfit recover`.\n",
            "a one-line notice without a terminal")

        let ended = try cli.run("recover", "end")
        #expect(ended.status == 0)
        #expect(
            ended.stdout.replacingOccurrences(of: #"\d+:\d\d active"#, with: "m:ss active", options: .regularExpression)
                == "Saved Tabata as ended (recovered, m:ss active; id \(id.prefix(8))).\n")
        let history = try #require(try cli.json("history", "--json") as? [[String: Any]])
        let recovered = try #require(history.first { $0["planName"] as? String == "Tabata" })
        #expect(recovered["status"] as? String == "ended")
        #expect(recovered["tags"] as? [String] == ["interrupted", "recovered"])
        #expect(try unfinished(cli).isEmpty)
        #expect(
            try cli.run("recover").stdout == "Nothing to recover: no unfinished workout is kept in the journal.\n")
    }

    @Test func continueResumesWhereItStoppedAndCompletes() throws {
        let cli = CommandLineRunner()
        try killedWorkout(cli, "--sets", "1", "--work", "12", "--rest", "0", journalled: 1)
        let resumed = try cli.run("recover", "continue")
        #expect(resumed.status == 0, "\(resumed.stderr)")
        // It resumes where the journal left it (about a second in); the rest is the workout's own time.
        #expect(
            resumed.stdout.replacingOccurrences(of: #"^\d+:\d\d(?=   ▶)"#, with: "m:ss", options: .regularExpression)
                == """
                m:ss   ▶ resumed
                0:12   ✓ completed
                Quick workout — completed
                  Active time  0:12
                  Sets         1 / 1
                  Notes        interrupted, recovered

                """)
        let history = try #require(try cli.json("history", "--json") as? [[String: Any]])
        #expect(history.count == 1 && history.first?["status"] as? String == "completed")
        let active = try #require(history.first?["activeSeconds"] as? Double)
        #expect(abs(active - 12) < 1, "no segment repeated or skipped: \(active)")
        #expect(try unfinished(cli).isEmpty)
    }

    @Test func severalNeedAnIdAndAnUnknownIdIsAUsageError() throws {
        let cli = CommandLineRunner()
        try killedWorkout(cli, "tabata", journalled: 0)
        try killedWorkout(cli, "tabata", journalled: 0)
        let kept = try unfinished(cli)
        #expect(kept.count == 2)
        let ambiguous = try cli.run("recover", "continue")
        #expect(ambiguous.status == 64)
        #expect(
            ambiguous.stderr == """
                interfit: Several unfinished workouts are kept; continue takes one.
                Fix: add its id, e.g. `interfit recover continue 1a2b3c4d` (`interfit recover` lists them).

                """)
        let unknown = try cli.run("recover", "discard", "zzzz")
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr == """
                interfit: No unfinished workout has an id starting with "zzzz".
                Fix: run `interfit recover` to see them.

                """)
        let id = try #require(kept.first?["id"] as? String)
        #expect(try cli.run("recover", "discard", String(id.prefix(8))).status == 0)
        #expect(try unfinished(cli).count == 1)
        #expect(
            try cli.json("history", "--json") as? [Any] == nil
                || (try cli.json("history", "--json") as? [Any])?.isEmpty == true)
    }
}
