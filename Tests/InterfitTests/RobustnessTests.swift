import Foundation
import TestSupport
import Testing

/// Errors, settings, colours and languages as a user meets them.
@Suite struct RobustnessTests {
    @Test func aFileThatIsNotADatabaseIsReportedAndNeverOverwritten() throws {
        var cli = CommandLineRunner()
        let path = cli.file("precious.txt")
        let bytes = Data("do not lose me\n".utf8)
        try bytes.write(to: URL(fileURLWithPath: path))
        cli.environment["INTERFIT_DB"] = path
        let result = try cli.run("plans", "create", "X", "--sets", "8", "--work", "20", "--rest", "10")
        let refusal = """
            \(path) is not an Interfit database, so it was left untouched.
            Fix: point --db (or INTERFIT_DB) at another file, or move this one away.

            """
        #expect(result.status == 74)
        #expect(result.stderr == "interfit: " + refusal)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        let doctor = try cli.run("doctor")
        #expect(doctor.status == 74)
        // The other lines describe this machine's players and terminal.
        #expect(doctor.stdout.split(separator: "\n").first == "Database         \(path)  problem")
        #expect(doctor.stderr == "\n" + refusal)
        let flag = try cli.run("--db", cli.file("other.sqlite"), "plans", "list")
        #expect(flag.status == 0, "--db wins over INTERFIT_DB: \(flag.stderr)")
    }

    @Test func closedStandardStreamsAreHeldByDevNullNeverByTheMainLoopsDescriptors() throws {
        // Otherwise the main loop's eventfd or epoll descriptor would take number 0, 1 or 2: commands and lines then
        // go to or come from it.
        let cli = CommandLineRunner()
        let closed = "exec \"$0\" start --sets 1 --work 10 --no-tui --cues none <&- >&- 2>&-"
        let running = try Spawn(
            ["/bin/sh", "-c", closed, CommandLineRunner.executable.path], environment: cli.environment)
        defer {
            running.send(SIGTERM)
            _ = running.wait()
        }
        let folder = "/proc/\(running.pid)/fd/"
        let deadline = ContinuousClock.now + .seconds(10)
        var links: [String] = []
        // The workout's timer (a timerfd) exists once the loop serves it: every descriptor is open by then.
        while ContinuousClock.now < deadline {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            links = names.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: folder + $0) }
            if links.contains("anon_inode:[timerfd]") { break }
            usleep(20_000)
        }
        #expect(links.contains("anon_inode:[timerfd]"), "\(links)")
        for stream in 0...2 {
            let target = try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "\(stream)")
            #expect(target == "/dev/null", "descriptor \(stream): \(target ?? "closed")")
        }
    }

    @Test func aWorkoutNeitherSavedNorJournalledExits74() throws {
        var cli = CommandLineRunner()
        try Data("not a database\n".utf8).write(to: URL(fileURLWithPath: cli.file("db")))
        try Data("a file where the journal's folder should be\n".utf8).write(
            to: URL(fileURLWithPath: cli.file("state")))
        cli.environment["INTERFIT_DB"] = cli.file("db")
        cli.environment["XDG_STATE_HOME"] = cli.file("state")
        let result = try cli.run(
            "start", "--sets", "1", "--work", "10", "--rest", "0", "--no-tui", "--cues", "none", input: "end\n")
        #expect(result.status == 74, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "The journal \(cli.file("state"))/interfit/journal could not be written (Not a directory)."))
        // Kept in the journal, the same workout is not lost: exit 0.
        cli.environment["XDG_STATE_HOME"] = cli.file("state-folder")
        let kept = try cli.run(
            "start", "--sets", "1", "--work", "10", "--rest", "0", "--no-tui", "--cues", "none", input: "end\n")
        #expect(kept.status == 0, "\(kept.stderr)")
    }

    @Test func settingsListGetSetValidate() throws {
        let cli = CommandLineRunner()
        #expect(try cli.run("settings", "get", "cues.voice").stdout == "off\n")
        #expect(try cli.run("settings", "set", "cues.voice", "on").status == 0)
        #expect(try cli.run("settings", "get", "cues.voice").stdout == "on\n")
        let invalid = try cli.run("settings", "set", "cues.voice", "loud")
        #expect(invalid.status == 64)
        #expect(invalid.stderr == "interfit: cues.voice cannot be \"loud\".\nFix: use one of on, off, default.\n")
        let unknown = try cli.run("settings", "get", "cues.volume")
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr == """
                interfit: Unknown setting "cues.volume".
                Fix: use one of cues.bell, cues.tones, cues.voice, cues.countdown, cues.halfway, voice.language, \
                music.enabled, music.player, community.hub.

                """)
        let all = try #require(try cli.json("settings", "list", "--json") as? [String: [String: Any]])
        #expect(all["cues.voice"]?["value"] as? String == "on" && all["cues.voice"]?["isDefault"] as? Bool == false)
        #expect(all["cues.bell"]?["isDefault"] as? Bool == true)
        #expect(try cli.run("settings", "set", "cues.voice", "default").status == 0)
        #expect(try cli.run("settings", "get", "cues.voice").stdout == "off\n")
    }

    @Test func pipedOutputHasNoColourAndDoctorReports() throws {
        let cli = CommandLineRunner()
        let result = try cli.run("templates")
        #expect(
            result.stdout == """
                ID        NAME               SUMMARY
                hiit      HIIT starter       10×(1:30/30) = 19:30
                tabata    Tabata             8×(20/10) = 3:50
                running   Running intervals  10×(2:00/1:00) = 29:00
                strength  Strength rest      10×(2:00/30) = 24:30
                stretch   Stretch & recover  6×(1:30/30) = 11:30

                Start one with: interfit start tabata

                """, "no colour in a pipe")
        var doctor = try #require(try cli.json("doctor", "--json") as? [String: Any])
        #expect(doctor["exists"] as? Bool == false, "doctor only inspects: it creates no database")
        #expect(!FileManager.default.fileExists(atPath: cli.databasePath))
        #expect(try cli.run("settings", "set", "cues.voice", "off").status == 0)
        doctor = try #require(try cli.json("doctor", "--json") as? [String: Any])
        #expect(doctor["integrity"] as? [String] == ["ok"])
        #expect((doctor["schema"] as? String)?.hasPrefix("v") == true)
    }

    @Test func chineseWhenTheLocaleAsks() throws {
        var cli = CommandLineRunner()
        cli.environment["LANG"] = "zh_CN.UTF-8"
        let result = try cli.run("plans", "create", "", "--sets", "0", "--work", "20", "--rest", "10")
        #expect(result.status == 64)
        #expect(
            result.stderr == """
                interfit: 计划无效，没有保存：
                  NAME：长度必须为 1 到 80 个字符（实际为 0）。
                  --sets：必须在 1 到 99 之间（实际为 0）。

                """)
        cli.environment["INTERFIT_LANG"] = "en"
        let english = try cli.run("plans", "show", "none")
        #expect(english.status == 64)
        #expect(
            english.stderr == """
                interfit: No plan matches "none".
                Fix: run `interfit plans list --all` for names and ids, or `interfit templates` for built-in plans.

                """)
    }

    @Test func helpHasExamplesAndUnknownCommandsExit64() throws {
        let cli = CommandLineRunner()
        for command in [["plans", "create"], ["plans", "export"], ["templates"], ["settings", "set"], ["doctor"]] {
            let help = try cli.run(command + ["--help"])
            #expect(help.status == 0, "\(command)")
            let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            let examples = try #require(lines.firstIndex(of: "Examples:"), "\(command): \(help.stdout)")
            #expect(
                lines[examples + 1].hasPrefix("  interfit " + command.joined(separator: " ")),
                "\(command): an example of the command itself")
        }
        let bogus = try cli.run("bogus")
        #expect(bogus.status == 64)
        #expect(
            bogus.stderr == """
                interfit: 'bogus' is not a command of 'interfit'.
                Usage: interfit [--db <path>] <subcommand>
                  See 'interfit --help' for more information.

                """)
    }
}
