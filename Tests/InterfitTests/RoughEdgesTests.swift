import Foundation
import TestSupport
import Testing

/// The rough edges a new user hit, each through the real binary: what they typed, what they must see.
@Suite struct RoughEdgesTests {
    @Test func aNameStartingWithADashIsAnUnknownOptionUnlessAfterTheSeparator() throws {
        let cli = CommandLineRunner()
        let refused = try cli.run("plans", "create", "-dash", "--sets", "2", "--work", "20", "--rest", "10")
        #expect(refused.status == 64 && refused.stdout.isEmpty, "no help, no exit 0")
        #expect(
            refused.stderr == """
                interfit: Unknown option '-dash'.
                Fix: a name or value that starts with - goes after --, e.g. \
                `interfit plans create --sets 2 --work 20 --rest 10 -- -dash`.

                """)
        let created = try cli.run("plans", "create", "--sets", "2", "--work", "20", "--rest", "10", "--", "-dash")
        #expect(created.status == 0)
        let id = try #require(
            (try cli.json("plans", "list", "--json") as? [[String: Any]])?.first?["id"] as? String)
        #expect(created.stdout == "Created -dash — 2×(20/10) = 0:50 (id \(id.prefix(8))).\n")
        let negative = try cli.run("start", "--sets", "1", "--work", "-5")
        #expect(negative.status == 64)
        #expect(
            negative.stderr == """
                interfit: The value '-5' is invalid for '--work <duration>': "-5" is not a duration.
                Fix: use a form such as 45, 45s, 2m, 1m30s, 1:30, 1h5m.
                Help: --work <duration>  Work interval, 10s–30m (45, 45s, 2m, 1m30s, 1:30).
                Usage: interfit start [<options>] [<plan>]
                  See 'interfit start --help' for more information.

                """)
    }

    @Test func moreExerciseFlagsThanAPlanHoldsAreRefusedBeforeParsing() throws {
        // The parser's cost grows with the square of a list option's values: 10,000 flags took 7 s of CPU.
        var cli = CommandLineRunner()
        let flood = (0..<10_000).flatMap { ["--exercise", "e\($0)"] }
        let refused = try cli.run(["start", "--sets", "2", "--work", "10", "--rest", "5"] + flood)
        #expect(refused.status == 64 && refused.stdout.isEmpty)
        #expect(
            refused.stderr == """
                interfit: Too many exercises; nothing was done:
                  --exercise: at most 99 entries (got 10000).

                """)
        cli.environment["INTERFIT_LANG"] = "zh"
        let hundred = (0..<99).flatMap { ["--exercise", "e\($0)"] } + ["--exercise=last"]
        let zh = try cli.run(["plans", "create", "X", "--sets", "2", "--work", "20", "--rest", "10"] + hundred)
        #expect(zh.status == 64 && zh.stderr.hasPrefix("interfit: 练习过多；未执行任何操作：\n  --exercise"), "\(zh.stderr)")
        #expect(zh.stderr.contains("100"))
        // As many as a plan holds are parsed as before; a value that looks like the flag is a value.
        let most = (0..<98).flatMap { ["--exercise", "e\($0)"] } + ["--exercise", "--exercise"]
        let created = try cli.run(["plans", "create", "X", "--sets", "2", "--work", "20", "--rest", "10"] + most)
        #expect(created.status == 0, "\(created.stderr)")
    }

    @Test func anyOptionRepeatedBeyondWhatACommandTakesIsRefusedBeforeParsing() throws {
        // 2,000 `--work-music` took 40 s in a debug build: every list option has the parser's quadratic cost.
        var cli = CommandLineRunner()
        let flood = (0..<1_001).flatMap { ["--work-music", "m\($0)"] }
        let refused = try cli.run(["start", "--sets", "2", "--work", "10", "--rest", "5"] + flood)
        #expect(refused.status == 64 && refused.stdout.isEmpty)
        #expect(
            refused.stderr == """
                interfit: --work-music is given 1001 times, more than the 1000 any command takes; nothing was done.
                Fix: give each value once, or put long lists in a plan file (interfit plans import FILE).

                """)
        cli.environment["INTERFIT_LANG"] = "zh"
        let zh = try cli.run(["start", "--sets", "2", "--work", "10", "--rest", "5"] + flood)
        #expect(zh.status == 64)
        #expect(zh.stderr.hasPrefix("interfit: --work-music 出现了 1001 次，超过任何命令接受的 1000 次；未执行任何操作。\n"))
    }

    @Test func messagesNameWhatTheUserGave() throws {
        let cli = CommandLineRunner()
        // Mode B names --total, never the --work or --rest it computed.
        let long = try cli.run("plans", "create", "X", "--total", "100h", "--sets", "3", "--intensity", "hard")
        #expect(long.status == 64)
        #expect(
            long.stderr == """
                interfit: The plan is not valid; nothing was saved:
                  --total: too long for these sets at this ratio (work and rest may be at most 30:00 each); \
                use at most 2:00:00 (got 100:00:00), or more sets.

                """)
        let zero = try cli.run("plans", "create", "X", "--total", "10m", "--sets", "3", "--ratio", "0:1")
        #expect(zero.status == 64)
        #expect(
            zero.stderr == """
                interfit: The value '0:1' is invalid for '--ratio <W:R>': the work part must be at least 1 \
                (a ratio of 0:R would leave nothing to train).
                Help: --ratio <W:R>  Mode B: work:rest proportion, e.g. 2:1.
                Usage: interfit plans create [<options>] <name>
                  See 'interfit plans create --help' for more information.

                """)
        let missing = try cli.run("start", "--sets", "3")
        #expect(missing.status == 64)
        #expect(
            missing.stderr == """
                interfit: An ad-hoc workout needs --work.
                Fix: give at least --sets and --work (e.g. `interfit start --sets 8 --work 20 --rest 10`), \
                or name a plan or template.

                """)
        for bad in ["1m90s", "1:70"] {
            let result = try cli.run("start", "--sets", "1", "--work", bad)
            #expect(result.status == 64)
            #expect(
                result.stderr == """
                    interfit: The value '\(bad)' is invalid for '--work <duration>': "\(bad)" has minutes or seconds \
                    of 60 or more after a larger unit.
                    Fix: write 2m30s or 2:30 instead of 1m90s or 1:90.
                    Help: --work <duration>  Work interval, 10s–30m (45, 45s, 2m, 1m30s, 1:30).
                    Usage: interfit start [<options>] [<plan>]
                      See 'interfit start --help' for more information.

                    """, "\(bad)")
        }
        let directory = try cli.run("plans", "import", cli.folder)
        #expect(directory.status == 74, "a file that cannot be read is an I/O error")
        #expect(
            directory.stderr == """
                interfit: \(cli.folder) is a directory, not a regular file, and was left untouched.
                Fix: name a regular file, or - for standard output.

                """)
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
        #expect(
            CommandLineRunner.clockFree(result.stdout) == """
                m:ss   Quick workout — 2×(30/30) = 1:30
                m:ss   ■ Work · set 1/2 · 0:30
                m:ss   ❚❚ paused
                m:ss   ▶ resumed
                m:ss   » skipped
                m:ss   □ Rest · set 1/2 · 0:30
                m:ss   + rest extended by 15 s
                m:ss   ■ ended early
                Quick workout — ended early
                  Active time  m:ss
                  Sets         0 / 2
                  Notes        adjusted
                  Adjustments (the plan itself is unchanged):
                    segment skipped
                    rest extended by 15 s
                  With these adjustments the plan would be 2×(30/45) = 1:45.

                """)
        let history = try #require(try cli.json("history", "--json") as? [[String: Any]])
        #expect(history.first?["status"] as? String == "ended")
        #expect((history.first?["activeSeconds"] as? Double ?? 99) < 5, "it did not wait for the clock")
    }

    @Test func chineseHelpAndValueErrors() throws {
        var cli = CommandLineRunner()
        cli.environment["INTERFIT_LANG"] = "zh"
        let help = try cli.run("start", "--help")
        #expect(help.status == 0)
        let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "概述：按模板、已保存的计划或临时选项开始一次训练。")
        // 81 columns in one line: it wraps at 80 after a 、, never inside a phrase.
        let work = try #require(lines.firstIndex(of: "  --work <duration>       每组训练时长，10 秒–30 分（45、45s、2m、1m30s、"))
        #expect(lines[work + 1] == "                          1:30）。")
        let value = try cli.run("start", "--sets", "1", "--work", "abc")
        #expect(value.status == 64)
        #expect(
            value.stderr == """
                interfit: 值 'abc' 不能用于 '--work <duration>'：“abc”不是时长。
                改法：使用 45, 45s, 2m, 1m30s, 1:30, 1h5m 这样的写法。
                说明：--work <duration>  每组训练时长，10 秒–30 分（45、45s、2m、1m30s、1:30）。
                用法：interfit start [<选项>] [<plan>]
                  更多信息请查看 'interfit start --help'。

                """)
        let templates = try cli.run("templates")
        #expect(
            templates.stdout == """
                编号      名称       摘要
                hiit      HIIT 入门  10×(1:30/30) = 19:30
                tabata    Tabata     8×(20/10) = 3:50
                running   跑步间歇   10×(2:00/1:00) = 29:00
                strength  力量间歇   10×(2:00/30) = 24:30
                stretch   拉伸恢复   6×(1:30/30) = 11:30

                开始训练：interfit start tabata

                """)
    }

    @Test func aDumbTerminalGetsPlainLines() throws {
        // On a real terminal (script(1) gives it one and records every byte), TERM=dumb alone decides.
        let cli = CommandLineRunner()
        let command =
            "env INTERFIT_DB=\(cli.databasePath) HOME=\(cli.folder) LANG=C.UTF-8 TERM=dumb "
            + "\(CommandLineRunner.executable.path) start --sets 1 --work 10 --cues none"
        let run = try Spawn(["script", "-qec", command, "/dev/null"])
        #expect(run.wait() == 0, "\(run.errorOutput)")
        #expect(
            run.output
                == """
                0:00   Quick workout — 1×(10/0) = 0:10
                0:00   ■ Work · set 1/1 · 0:10
                0:10   ✓ completed
                Quick workout — completed
                  Active time  0:10
                  Sets         1 / 1

                """.replacingOccurrences(of: "\n", with: "\r\n"), "plain lines, no escape sequences")
    }
}
