import Foundation
import SharedUI
import TestSupport
import Testing

/// `interfit` alone on a terminal, driven through tmux: the home, a workout started in three keys, the history.
@Suite struct HomeEndToEndTests {
    typealias TmuxSession = ScreenEndToEndTests.TmuxSession

    /// The command a tmux pane runs: `interfit` alone, then its exit code, kept on screen.
    private func command(_ cli: CommandLineRunner, language: String) -> String {
        "env INTERFIT_DB=\(cli.databasePath) HOME=\(cli.folder) LANG=C.UTF-8 INTERFIT_LANG=\(language) "
            + "TERM=xterm-256color \(CommandLineRunner.executable.path); echo EXIT=$?; sleep 30"
    }

    @Test func aWorkoutStartsFromTheHomeInThreeKeysAndIsFoundInTheHistory() throws {
        let cli = CommandLineRunner()
        let tmux = try TmuxSession(command: command(cli, language: "en"), width: 80, height: 24)
        defer { tmux.kill() }
        let home = try tmux.waitFor("q quit").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            Array(home.prefix(8)) == [
                "[1 Train]  2 Plans   3 History   4 Settings",
                "Pick a workout: templates, your favorites and recent plans",
                "  Name               Plan                    Kind",
                "› HIIT starter       10×(1:30/30) = 19:30    template",
                "  Tabata             8×(20/10) = 3:50        template",
                "  Running intervals  10×(2:00/1:00) = 29:00  template",
                "  Strength rest      10×(2:00/30) = 24:30    template",
                "  Stretch & recover  6×(1:30/30) = 11:30     template",
            ])
        #expect(home.contains("⏎ adjust and start · / filter · Tab switch · ? keys · q quit"), "\(home)")

        // Three keys: the second workout, adjust, start.
        try tmux.send("Down")
        try tmux.send("Enter")
        try tmux.waitFor("Tabata — adjust for this session")
        try tmux.send("Enter")
        let workout = try tmux.waitFor("■■■ WORK ■■■")
        #expect(workout.contains("Tabata") && workout.contains("8×(20/10) = 3:50"), "\(workout)")
        try tmux.send("Space")
        try tmux.waitFor("❚❚ PAUSED ❚❚")
        try tmux.send("e")
        try tmux.waitFor("End the workout now?")
        try tmux.send("y")
        let summary = try tmux.waitFor("⏎  back to home").split(separator: "\n")
        #expect(summary.first == "[1 Train]  2 Plans   3 History   4 Settings")
        #expect(summary.contains("Tabata — ended early"), "\(summary)")
        #expect(summary.contains("a  again"), "\(summary)")

        try tmux.send("Enter")
        try tmux.waitFor("Pick a workout")
        try tmux.send("3")
        let history = try tmux.waitFor("(1 session)")
        #expect(history.contains("All sessions, newest first  (1 session)"), "\(history)")
        #expect(
            history.split(separator: "\n").contains {
                $0.hasPrefix("› ") && $0.contains("Tabata  8×(20/10) = 3:50  ended early")
            },
            "\(history)")
        try tmux.send("Enter")
        let detail = try tmux.waitFor("Timeline")
        #expect(detail.contains("Tabata — ended early"), "\(detail)")
        #expect(detail.contains("paused") && detail.contains("ended early"), "\(detail)")
        try tmux.send("Escape")
        try tmux.waitFor("(1 session)")
        try tmux.send("q")
        let end = try tmux.waitFor("EXIT=")
        #expect(end.contains("EXIT=0"), "\(end)")
        #expect(!end.contains("Pick a workout"), "the home's screen is gone: the terminal is back as it was")
    }

    /// The screen's lines, as tmux shows them (trailing blanks dropped by capture-pane).
    private func lines(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The walk-through of the issue, in one go: a plan designed in mode B from the Plans tab, saved, trained from
    /// the Train tab, paused and ended, then found in the History tab with its detail.
    @Test func aPlanDesignedInModeBIsTrainedPausedEndedAndFoundInTheHistory() throws {
        let cli = CommandLineRunner()
        let tmux = try TmuxSession(command: command(cli, language: "en"), width: 80, height: 24)
        defer { tmux.kill() }
        try tmux.waitFor("q quit")

        // Plans → n: a new plan, named, switched to mode B, its total typed.
        try tmux.send("2")
        try tmux.waitFor("[2 Plans]")
        try tmux.send("n")
        try tmux.waitFor("New plan")
        try tmux.send("-l", "Quick")
        try tmux.waitFor("Name        Quick")
        try tmux.send("Down")
        try tmux.send("Right")
        try tmux.waitFor("› Mode        B: total time + ratio  ◂ ▸")
        try tmux.send("Down")
        try tmux.send("-l", "4:36")
        let editor = lines(try tmux.waitFor("› Total       4:36"))
        #expect(
            Array(editor.prefix(7)) == [
                " 1 Train  [2 Plans]  3 History   4 Settings",
                "New plan",
                "  Name        Quick",
                "  Mode        B: total time + ratio  ◂ ▸",
                "› Total       4:36█",
                "  Sets        8",
                "  Ratio       2:1  → work 0:24 · rest 0:12",
            ],
            "\(editor)")
        #expect(editor.contains("Total: 8×(24/12) = 4:36"), "\(editor)")

        // Enter saves a new plan and goes back to the library, where it is listed.
        try tmux.send("Enter")
        let library = lines(try tmux.waitFor("Quick  8×(24/12) = 4:36"))
        #expect(
            library.contains { $0.hasPrefix("  Quick  8×(24/12) = 4:36") || $0.hasPrefix("› Quick  8×(24/12) = 4:36") })

        // Train: the new plan among templates and recent plans, found with /, adjusted, started.
        try tmux.send("1")
        try tmux.waitFor("Pick a workout")
        try tmux.send("/")
        try tmux.send("-l", "Quick")
        try tmux.waitFor("› Quick")
        try tmux.send("Enter")
        try tmux.send("Enter")
        try tmux.waitFor("Quick — adjust for this session")
        try tmux.send("Enter")
        let workout = try tmux.waitFor("■■■ WORK ■■■")
        #expect(workout.contains("Quick") && workout.contains("8×(24/12) = 4:36"), "\(workout)")
        try tmux.send("Space")
        try tmux.waitFor("❚❚ PAUSED ❚❚")
        try tmux.send("e")
        try tmux.waitFor("End the workout now?")
        try tmux.send("y")
        let summary = lines(try tmux.waitFor("⏎  back to home"))
        #expect(summary.first == "[1 Train]  2 Plans   3 History   4 Settings")
        #expect(summary.contains("Quick — ended early"), "\(summary)")

        // History: the session on top, its detail with the pause and the early end.
        try tmux.send("Enter")
        try tmux.waitFor("⏎ adjust and start")  // the Train list, still filtered to Quick
        try tmux.send("3")
        let history = lines(try tmux.waitFor("(1 session)"))
        #expect(history.contains("All sessions, newest first  (1 session)"), "\(history)")
        #expect(
            history.contains { $0.hasPrefix("› ") && $0.contains("Quick  8×(24/12) = 4:36  ended early") },
            "\(history)")
        try tmux.send("Enter")
        let detail = lines(try tmux.waitFor("Timeline"))
        #expect(detail[1].hasPrefix("Quick — ended early  "), "\(detail)")
        #expect(detail[2].hasSuffix("   8×(24/12) = 4:36"), "\(detail)")
        #expect(detail.contains { $0.hasPrefix("  0:00.") && $0.contains("  paused  ") }, "\(detail)")
        #expect(detail.contains { $0.contains("  ended early  ") }, "\(detail)")
        try tmux.send("q")
        let end = try tmux.waitFor("EXIT=")
        #expect(end.contains("EXIT=0"), "\(end)")
    }

    @Test func theHomeFitsA40x12TerminalInChinese() throws {
        let cli = CommandLineRunner()
        let tmux = try TmuxSession(command: command(cli, language: "zh"), width: 40, height: 12)
        defer { tmux.kill() }
        let home = try tmux.waitFor("选择训练")
        let lines = home.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.contains("训练") == true && lines.first?.contains("设置") == true, "\(lines)")
        #expect(lines.allSatisfy { TextWidth.of(String($0)) <= 40 }, "nothing wraps at 40 columns: \(lines)")
        // The Plans tab's keys do not fit in 12 rows: they scroll, and any other key closes them.
        try tmux.send("2")
        try tmux.waitFor("[2 计划]")
        try tmux.send("?")
        let help = self.lines(try tmux.waitFor("↑↓ 滚动 · 其他任意键关闭"))
        #expect(help.prefix(2) == [" 1 训练  [2 计划]  3 历史   4 设置", "本界面的按键"], "\(help)")
        try tmux.send("G")
        let end = self.lines(try tmux.waitUntil("the help scrolls to its end") { $0.contains("  q        退出") })
        #expect(end.last { !$0.isEmpty } == "↑↓ 滚动 · 其他任意键关闭", "\(end)")
        try tmux.send("x")
        try tmux.waitUntil("any other key closes the help") { !$0.contains("其他任意键关闭") }
        try tmux.send("1")
        try tmux.waitFor("选择训练")
        try tmux.send("Down")
        try tmux.send("Enter")
        try tmux.waitFor("调整本次训练")
        try tmux.send("Enter")
        try tmux.waitFor("■■■")
        try tmux.send("e")
        try tmux.send("y")
        try tmux.waitFor("再练一次")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test func offATerminalInterfitAlonePrintsTheUsageAndExits64() throws {
        let result = try CommandLineRunner().run([], input: "")
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("OVERVIEW: An interval-training timer for the terminal"), "\(result.stderr)")
    }
}
