import Foundation
import TestSupport
import Testing

/// Commands on stdin arrive faster than a workout runs: every line is applied, in order, and `end` ends it.
/// 标准输入上的命令来得比训练快：每一行都按顺序执行，`end` 会结束训练。
@Suite struct ControlFloodTests {
    /// Runs `start` (2 sets of 10 s work, 5 s rest: 25 s if nothing ends it) reading the shell's `feed` through a
    /// pipe whose writer closes once it is done (the end libdispatch reports only once).
    private func start(_ cli: CommandLineRunner, feed: String) throws -> (status: Int32, out: String, err: String) {
        let command =
            "(\(feed)) | '\(CommandLineRunner.executable.path)' start --sets 2 --work 10 --rest 5 --no-tui --cues none"
        let shell = try Spawn(["sh", "-c", command], environment: cli.environment)
        return (shell.wait(), shell.output, shell.errorOutput)
    }

    /// The saved session's status, active seconds and events as `type` or `type index`.
    private func saved(_ cli: CommandLineRunner) throws -> (status: String, active: Double, events: [String]) {
        let history = try #require(try cli.json("history", "--json") as? [[String: Any]])
        #expect(history.count == 1)
        let id = try #require(history.first?["id"] as? String)
        let detail = try #require(try cli.json("history", "show", String(id.prefix(8)), "--json") as? [String: Any])
        let events = try #require(detail["events"] as? [[String: Any]]).map { event in
            let type = event["type"] as? String ?? "?"
            return (event["index"] as? Int).map { "\(type) \($0)" } ?? type
        }
        return (detail["status"] as? String ?? "?", detail["activeSeconds"] as? Double ?? -1, events)
    }

    @Test func twentyThousandLinesThenEndEndTheWorkout() throws {
        // Before, the first 4,096 bytes were read (819 lines) and the rest, `end` included, never: the workout ran
        // its whole 25 s and was saved as completed.
        let cli = CommandLineRunner()
        let result = try start(cli, feed: "yes back | head -n 20000; echo end")
        #expect(result.status == 0, "\(result.err.suffix(500))")
        let refusal = "\"back\" was not carried out: there is no segment before this one; now: work (set 1/2)."
        let lines = result.err.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 20_000)
        #expect(lines.allSatisfy { $0 == refusal })
        #expect(result.out.contains("Quick workout — ended early\n  Active time  0:0"))
        #expect(result.out.hasSuffix("  Sets         0 / 2\n"))
        let session = try saved(cli)
        #expect(session.status == "ended")
        // Within the first 10 s work segment (the events say so too), however loaded the machine is.
        #expect(session.active < 10, "ended in the first segment, not after the whole workout: \(session.active)")
        #expect(session.events == ["started", "segment 0", "ended"])
    }

    @Test func aFloodIsAppliedInTheOrderItWasWritten() throws {
        let cli = CommandLineRunner()
        let result = try start(cli, feed: "printf 'skip\\nskip\\n'; yes back | head -n 10000; echo end")
        #expect(result.status == 0, "\(result.err.suffix(500))")
        #expect(result.err.split(separator: "\n").count == 9_998, "two of the backs went somewhere")
        let session = try saved(cli)
        #expect(session.status == "ended")
        #expect(
            session.events == [
                "started", "segment 0", "skipped", "segment 1", "skipped", "segment 2", "wentBack", "segment 1",
                "wentBack", "segment 0", "ended",
            ])
    }
}
