import Foundation
import TestSupport
import Testing

/// `interfit start` as a user runs it in pipes and scripts; real workouts of 10 seconds.
@Suite struct StartCommandTests {
    @Test func plainLinesInAPipeAndTheSessionIsKept() throws {
        let cli = CommandLineRunner()
        let result = try cli.run("start", "--sets", "1", "--work", "10", "--exercise", "Plank", "--cues", "none")
        #expect(result.status == 0, "\(result.stderr)")
        // The times are the workout's own (a completed 10 s workout), so the text is exact.
        #expect(
            result.stdout == """
                0:00   Quick workout — 1×(10/0) = 0:10
                0:00   ■ Work · Plank · set 1/1 · 0:10
                0:10   ✓ completed
                Quick workout — completed
                  Active time  0:10
                  Sets         1 / 1

                """, "plain lines, no colour")
        let history = try #require(try cli.json("history", "--json") as? [[String: Any]])
        #expect(history.count == 1)
        #expect(history.first?["status"] as? String == "completed")
        #expect(abs((history.first?["activeSeconds"] as? Double ?? 0) - 10) < 0.01)
        #expect(history.first?["completedSets"] as? Int == 1)
    }

    @Test func ndjsonPutsOnlyJSONOnStdout() throws {
        let cli = CommandLineRunner()
        // The bell is the one cue every machine has: no "degraded" event that depends on installed players.
        let result = try cli.run("start", "--sets", "1", "--work", "10", "--events", "ndjson", "--cues", "bell")
        #expect(result.status == 0, "\(result.stderr)")
        let objects = try result.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let clock = try #require(objects.first?["clock"] as? Double, "the monotonic clock the times start from")
        #expect(
            result.stdout == """
                {"type":"started","plan":"Quick workout","sets":1,"totalSeconds":10,"clock":\(String(format: "%.3f", clock)),"t":0.000}
                {"type":"segment","kind":"work","set":1,"sets":1,"round":1,"rounds":1,"label":"Work","duration":10,"index":0,"t":0.000}
                {"type":"cue","cue":"lastSet","kind":"work","label":"Work","next":null,"t":0.000}
                {"type":"cue","cue":"halfway","t":5.000}
                {"type":"cue","cue":"countdown","value":3,"t":7.000}
                {"type":"cue","cue":"countdown","value":2,"t":8.000}
                {"type":"cue","cue":"countdown","value":1,"t":9.000}
                {"type":"completed","activeSeconds":10.000,"completedSets":1,"totalSets":1,"t":10.000}
                {"type":"cue","cue":"completed","t":10.000}

                """, "only JSON on stdout")
        #expect(
            result.stderr == "Quick workout — completed\n  Active time  0:10\n  Sets         1 / 1\n",
            "the human summary goes to stderr")
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
        #expect(
            result.stdout == """
                0:00   Quick workout — 1×(10/0) = 0:10
                0:00   ■ Work · set 1/1 · 0:10
                0:10   ✓ completed
                Quick workout — completed
                  Active time  0:10
                  Sets         1 / 1

                """)
        #expect(
            result.stderr == """
                History is off for this workout: the database cannot be used.
                \(path) is not an Interfit database, so it was left untouched.
                Fix: point --db (or INTERFIT_DB) at another file, or move this one away.
                The session is kept in \(cli.folder)/.local/state/interfit/journal and will be saved by the next \
                command that can write the database.

                """, "the workout waits in its journal")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        // Once that path holds a usable database, the next command that writes saves it.
        try FileManager.default.removeItem(atPath: path)
        #expect(try cli.run("recover").status == 0)
        let history = try #require(try cli.json("history", "--json") as? [[String: Any]])
        #expect(history.count == 1 && history.first?["status"] as? String == "completed")
    }

    @Test func badRequestsExit64AndStartNothing() throws {
        let cli = CommandLineRunner()
        let usage = "Usage: interfit start [<options>] [<plan>]\n  See 'interfit start --help' for more information.\n"
        let cases: [([String], String)] = [
            (
                ["start"],
                "interfit: An ad-hoc workout needs --sets, --work.\nFix: give at least --sets and --work "
                    + "(e.g. `interfit start --sets 8 --work 20 --rest 10`), or name a plan or template.\n"
            ),
            (
                ["start", "no-such-plan"],
                "interfit: No plan or template matches \"no-such-plan\".\nFix: run `interfit plans list --all` for "
                    + "names and ids, or `interfit templates` for built-in plans.\n"
            ),
            (
                ["start", "--sets", "0", "--work", "5"],
                "interfit: This workout is not valid; nothing was started:\n"
                    + "  --sets: must be between 1 and 99 (got 0).\n  --work: must be between 0:10 and 30:00 (got 0:05).\n"
            ),
            (
                ["start", "tabata", "--cues", "loud"],
                "Error: The value 'loud' is invalid for '--cues <list>': use a comma-separated list of bell, tone, "
                    + "voice, none (none alone).\n"
                    + "Help:  --cues <list>  Cues for this workout: any of bell,tone,voice, or none.\n" + usage
            ),
            (
                ["start", "tabata", "--events", "xml"],
                "Error: The value 'xml' is invalid for '--events <format>'. Please provide one of 'ndjson'.\n"
                    + "Help:  --events <format>  Stream events on stdout (one JSON object per line).\n" + usage
            ),
            (
                ["start", "tabata", "--voice-lang", "fr"],
                "Error: The value 'fr' is invalid for '--voice-lang <lang>'. Please provide one of 'en' and 'zh'.\n"
                    + "Help:  --voice-lang <lang>  Voice language for spoken cues.\n" + usage
            ),
            (
                ["start", "tabata", "--work", "fast"],
                "Error: The value 'fast' is invalid for '--work <duration>': \"fast\" is not a duration.\n"
                    + "Fix: use a form such as 45, 45s, 2m, 1m30s, 1:30, 1h5m.\n"
                    + "Help:  --work <duration>  Work interval, 10s–30m (45, 45s, 2m, 1m30s, 1:30).\n" + usage
            ),
        ]
        for (arguments, message) in cases {
            let result = try cli.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr == message, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
        let song = cli.file("song.wav")
        try Data().write(to: URL(fileURLWithPath: song))
        let beyond = try cli.run("start", "--sets", "2", "--work", "10", "--rest", "5", "--set-music", "3=\(song)")
        #expect(beyond.status == 64)
        #expect(beyond.stderr == "interfit: --set-music: set 3 does not exist; the plan has sets 1 to 2.\n")
        #expect(try #require(try cli.json("history", "--json") as? [[String: Any]]).isEmpty)
    }
}
