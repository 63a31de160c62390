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

    @Test func theHomeFitsA40x12TerminalInChinese() throws {
        let cli = CommandLineRunner()
        let tmux = try TmuxSession(command: command(cli, language: "zh"), width: 40, height: 12)
        defer { tmux.kill() }
        let home = try tmux.waitFor("选择训练")
        let lines = home.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.contains("训练") == true && lines.first?.contains("设置") == true, "\(lines)")
        #expect(lines.allSatisfy { TextWidth.of(String($0)) <= 40 }, "nothing wraps at 40 columns: \(lines)")
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
