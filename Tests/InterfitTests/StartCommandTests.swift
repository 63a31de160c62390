import Foundation
import TestSupport
import Testing

/// `interfit start` as a user runs it in pipes and scripts; real workouts of 10 seconds.
@Suite struct StartCommandTests {
    @Test func plainLinesInAPipeAndTheSessionIsKept() throws {
        let cli = CommandLineRunner()
        let result = try cli.run("start", "--sets", "1", "--work", "10", "--exercise", "Plank", "--cues", "none")
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("0:00") == true)
        #expect(lines.contains { $0.contains("■ Work · Plank") })
        #expect(lines.contains { $0.contains("✓ completed") })
        #expect(result.stdout.contains("completed") && !result.stdout.contains("\u{1B}["))
        let history = try #require(try cli.json("history", "--json") as? [[String: Any]])
        #expect(history.count == 1)
        #expect(history.first?["status"] as? String == "completed")
        #expect(abs((history.first?["activeSeconds"] as? Double ?? 0) - 10) < 0.01)
        #expect(history.first?["completedSets"] as? Int == 1)
    }

    @Test func ndjsonPutsOnlyJSONOnStdout() throws {
        let cli = CommandLineRunner()
        let result = try cli.run("start", "--sets", "1", "--work", "10", "--events", "ndjson")
        #expect(result.status == 0, "\(result.stderr)")
        let objects = try result.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.first?["type"] as? String == "started")
        let segment = try #require(objects.first { $0["type"] as? String == "segment" })
        for key in ["kind", "set", "sets", "round", "label", "duration", "t"] { #expect(segment[key] != nil, "\(key)") }
        #expect(objects.contains { $0["type"] as? String == "cue" && $0["cue"] as? String == "countdown" })
        let completed = try #require(objects.first { $0["type"] as? String == "completed" })
        #expect(completed["t"] as? Double == 10)
        let ts = objects.compactMap { $0["t"] as? Double }
        #expect(ts == ts.sorted(), "t never goes back")
        #expect(result.stderr.contains("completed"), "the human summary goes to stderr")
    }

    @Test func sigtermEndsSavesAndExits130() throws {
        let cli = CommandLineRunner()
        let process = try cli.spawn("start", "tabata", "--no-tui", "--cues", "none")
        try cli.waitForOutput(process, containing: "Work", timeout: 10)
        process.send(SIGTERM)
        #expect(process.wait() == 130)
        let history = try #require(try cli.json("history", "--json") as? [[String: Any]])
        #expect(history.first?["status"] as? String == "ended")
        #expect(history.first?["planName"] as? String == "Tabata")
    }

    @Test func aBrokenDatabaseNeverStopsTheWorkout() throws {
        var cli = CommandLineRunner()
        let path = cli.file("not-a-db.sqlite")
        let bytes = Data("my notes".utf8)
        try bytes.write(to: URL(fileURLWithPath: path))
        cli.environment["INTERFIT_DB"] = path
        let result = try cli.run("start", "--sets", "1", "--work", "10", "--no-tui", "--cues", "none")
        #expect(result.status == 0)
        #expect(result.stdout.contains("✓ completed"))
        #expect(result.stderr.contains("History is off"))
        #expect(result.stderr.contains("The session is kept in"), "the workout waits in its journal")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        // Once that path holds a usable database, the next command that writes saves it.
        try FileManager.default.removeItem(atPath: path)
        #expect(try cli.run("recover").status == 0)
        let history = try #require(try cli.json("history", "--json") as? [[String: Any]])
        #expect(history.count == 1 && history.first?["status"] as? String == "completed")
    }

    @Test func badRequestsExit64AndStartNothing() throws {
        let cli = CommandLineRunner()
        let cases: [[String]] = [
            ["start"], ["start", "no-such-plan"], ["start", "--sets", "0", "--work", "5"],
            ["start", "tabata", "--cues", "loud"], ["start", "tabata", "--events", "xml"],
            ["start", "tabata", "--voice-lang", "fr"], ["start", "tabata", "--work", "fast"],
        ]
        for arguments in cases {
            let result = try cli.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(!result.stderr.isEmpty)
        }
        let bad = try cli.run("start", "--sets", "0", "--work", "5")
        #expect(bad.stderr.contains("--sets") && bad.stderr.contains("--work"))
        let song = cli.file("song.wav")
        try Data().write(to: URL(fileURLWithPath: song))
        let beyond = try cli.run("start", "--sets", "2", "--work", "10", "--rest", "5", "--set-music", "3=\(song)")
        #expect(beyond.status == 64 && beyond.stderr.contains("sets 1 to 2"), "\(beyond.stderr)")
        #expect(try #require(try cli.json("history", "--json") as? [[String: Any]]).isEmpty)
    }
}
