import Foundation
import TestSupport
import Testing

/// Drives the real training screen through tmux (send-keys / capture-pane) and checks what a person sees.
@Suite struct ScreenEndToEndTests {
    /// A tmux server of its own (tests run in parallel) with one session running one command.
    struct TmuxSession {
        let name = "interfit-e2e-\(UUID().uuidString.prefix(8))"

        init(command: String, width: Int = 90, height: Int = 30) throws {
            try tmux(["new-session", "-d", "-s", name, "-x", String(width), "-y", String(height), command])
        }

        func send(_ keys: String...) throws { try tmux(["send-keys", "-t", name] + keys) }

        func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", name]) }

        func resize(width: Int, height: Int) throws {
            try tmux(["resize-window", "-t", name, "-x", String(width), "-y", String(height)])
        }

        /// Waits until the screen shows `text` (after `marker`, if given); polls capture-pane, asserts no timing.
        @discardableResult
        func waitFor(_ text: String, after marker: String? = nil, timeout: TimeInterval = 10) throws -> String {
            try waitUntil("screen never showed \"\(text)\"", timeout: timeout) { screen in
                let tail = marker.flatMap { screen.range(of: $0) }.map { String(screen[$0.upperBound...]) }
                return (marker == nil ? screen : tail ?? "").contains(text)
            }
        }

        /// Waits until `accepts` holds for the screen; records `failure` with the last screen otherwise.
        @discardableResult
        func waitUntil(_ failure: String, timeout: TimeInterval = 10, _ accepts: (String) -> Bool) throws -> String {
            let deadline = Date().addingTimeInterval(timeout)
            var last = ""
            while Date() < deadline {
                last = try screen()
                if accepts(last) { return last }
                usleep(100_000)
            }
            Issue.record("\(failure):\n\(last)")
            return last
        }

        /// The window title the program set (OSC 2), as tmux keeps it.
        func title() throws -> String {
            try tmux(["display-message", "-p", "-t", name, "#{pane_title}"]).trimmingCharacters(in: .newlines)
        }

        /// Appends everything the program writes to the pane, byte for byte, to the file at `path` from now on.
        func recordOutput(to path: String) throws { try tmux(["pipe-pane", "-o", "-t", name, "cat >> '\(path)'"]) }

        func kill() { _ = try? tmux(["kill-server"]) }

        /// Runs a client of this session's own tmux server to completion and returns what it printed.
        @discardableResult
        func tmux(_ arguments: [String]) throws -> String {
            let (status, output) = try Spawn.run(["tmux", "-L", name, "-f", "/dev/null"] + arguments)
            guard status == 0 else {
                throw CocoaError(
                    .executableLoad, userInfo: [NSLocalizedDescriptionKey: "tmux \(arguments.first ?? "")"])
            }
            return output
        }
    }

    @Test func aPersonRunsTabataPausesSkipsAndEnds() throws {
        let cli = CommandLineRunner()
        let command =
            "env INTERFIT_DB=\(cli.databasePath) LANG=C.UTF-8 TERM=xterm-256color "
            + "\(CommandLineRunner.executable.path) start tabata --cues bell; echo EXIT=$?; sleep 30"
        let tmux = try TmuxSession(command: command)
        defer { tmux.kill() }
        let first = try tmux.waitFor("■■■ WORK ■■■").split(separator: "\n", omittingEmptySubsequences: false)
        // The digits and bars move with the clock; these lines do not.
        #expect(first.contains("Tabata" + String(repeating: " ", count: 68) + "8×(20/10) = 3:50"), "\(first)")
        #expect(first.contains("■■■ WORK ■■■"), "\(first)")
        #expect(first.contains("Set 1/8   Done 0/8") && first.contains("Next: Rest (0:10)"), "\(first)")
        #expect(
            first.contains("space pause · n skip · p back · + rest +15s · r end rest · e end · ? help"), "\(first)")
        #expect(first.filter { $0.contains("████") }.count >= 5, "big digits: \(first)")
        // The title travels in the same write as the frame's changed lines: `0:18 ■ Work · Tabata`.
        let title = try tmux.title()
        #expect(title.wholeMatch(of: /0:[0-2][0-9] ■ Work · Tabata/) != nil, "\(title)")
        try tmux.send("Space")
        try tmux.waitFor("❚❚ PAUSED ❚❚")
        try tmux.waitUntil("the title never said paused") { _ in (try? tmux.title())?.hasPrefix("❚❚ 0:") == true }
        try tmux.send("Space")
        try tmux.waitFor("■■■ WORK ■■■")
        try tmux.send("n")
        try tmux.waitFor("Skip to the next segment?")
        try tmux.send("y")
        try tmux.waitFor("□□□ REST □□□")
        try tmux.send("?")
        try tmux.waitFor("extend the current rest by 15 seconds")
        try tmux.send("?")
        try tmux.send("Space")
        try tmux.waitFor("❚❚ PAUSED ❚❚")
        try tmux.resize(width: 40, height: 12)
        try tmux.waitUntil("big digits stay legible at 40×12") { screen in
            screen.contains("PAUSED") && screen.contains("█")
                && screen.split(separator: "\n").allSatisfy { $0.count <= 40 }
        }
        try tmux.send("?")
        try tmux.waitUntil("the help overlay keeps its keys at 40 columns") { screen in
            ["n ", "p ", "+ ", "e ", "Ctrl-Z"].allSatisfy(screen.contains) && !screen.contains("…")
                && screen.split(separator: "\n").allSatisfy { $0.count <= 40 }
        }
        try tmux.send("?")
        try tmux.resize(width: 100, height: 5)
        try tmux.waitUntil("time left visible at 100×5") { screen in
            screen.split(separator: "\n").count <= 5 && screen.contains("PAUSED")
                && screen.range(of: #"\b0:[01]\d\b"#, options: .regularExpression) != nil
        }
        try tmux.resize(width: 200, height: 60)
        try tmux.waitUntil("digits scale up at 200×60") { screen in
            screen.split(separator: "\n").filter { $0.contains("█") }.count > 5
        }
        try tmux.resize(width: 90, height: 30)
        try tmux.send("Space")
        try tmux.waitFor("□□□ REST □□□")
        try tmux.send("e")
        try tmux.waitFor("End the workout now?")
        try tmux.send("y")
        // The summary's last line is its prompt: waiting for it means the whole summary is drawn.
        let summary = try tmux.waitFor("any other key = quit")
        // Times depend on how fast tmux answered: the active time is written m:ss, and the Paused line (shown once
        // the pauses add up to a second) is left out.
        let drawn = summary.split(separator: "\n").filter { !$0.hasPrefix("  Paused ") }.joined(separator: "\n")
            .replacingOccurrences(of: #"Active time  \d+:\d\d"#, with: "Active time  m:ss", options: .regularExpression)
        #expect(
            drawn == """
                Tabata — ended early
                  Active time  m:ss
                  Sets         0 / 8
                  Notes        adjusted
                  Adjustments (the plan itself is unchanged):
                    segment skipped
                a = again · any other key = quit
                """)
        try tmux.send("x")
        try tmux.waitFor("EXIT=0")
        let history = try #require(try cli.json("history", "--json") as? [[String: Any]])
        #expect(history.count == 1 && history.first?["status"] as? String == "ended")
        #expect(history.first?["tags"] as? [String] == ["adjusted"])
    }

    /// On the screen a cue's bell goes out with the second's frame: every cue still rings once, none is lost or doubled.
    @Test func everyCueRingsTheBellOnceOnTheScreen() throws {
        let cli = CommandLineRunner()
        let output = cli.databasePath + ".pane"
        // The workout waits for a line, so that the pane is recorded from its first byte.
        let command =
            "read _; env INTERFIT_DB=\(cli.databasePath) LANG=C.UTF-8 TERM=xterm-256color "
            + "\(CommandLineRunner.executable.path) start --sets 1 --work 10 --cues bell; echo EXIT=$?; sleep 30"
        let tmux = try TmuxSession(command: command)
        defer { tmux.kill() }
        try tmux.recordOutput(to: output)
        try tmux.send("Enter")
        try tmux.waitFor("any other key = quit", timeout: 30)
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
        // tmux hands the pane's bytes to `cat` on its own time: read once the file holds the shell's last line too.
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            bytes = Array((try? Data(contentsOf: URL(fileURLWithPath: output))) ?? Data())
            if String(decoding: bytes, as: UTF8.self).contains("EXIT=0") { break }
            usleep(100_000)
        }
        // The window title (OSC 2) ends with the same byte: each title set is one BEL that is no bell.
        let titles = bytes.indices.filter { bytes[$0...].starts(with: Array("\u{1B}]2;".utf8)) }.count
        let bells = bytes.filter { $0 == 0x07 }.count - titles
        // The start, halfway, 3, 2, 1 and the finish.
        #expect(bells == 6, "\(bells) bells, \(titles) titles")
    }

    @Test func ctrlZRestoresTheTerminalAndFgComesBackPaused() throws {
        let cli = CommandLineRunner()
        let tmux = try TmuxSession(command: "env PS1='READY$ ' bash --norc --noprofile")
        defer { tmux.kill() }
        try tmux.waitFor("READY$")
        try tmux.send(
            "INTERFIT_DB=\(cli.databasePath) \(CommandLineRunner.executable.path) start hiit --cues none; echo EXIT=$?",
            "Enter")
        try tmux.waitFor("■■■ WORK ■■■")
        try tmux.send("C-z")
        try tmux.waitFor("paused and suspended")
        let suspended = try tmux.waitFor("READY$", after: "Stopped")
        let shellLines = suspended.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(shellLines.last?.hasPrefix("READY$") == true, "the shell has the terminal back")
        try tmux.send("fg", "Enter")
        let back = try tmux.waitFor("❚❚ PAUSED ❚❚")
        #expect(back.contains("press space to resume"))
        try tmux.send("Space")
        try tmux.waitFor("■■■ WORK ■■■")
        try tmux.send("C-c")
        try tmux.waitFor("HIIT starter — ended early")
        let history = try #require(try cli.json("history", "--json") as? [[String: Any]])
        #expect(history.first?["tags"] as? [String] == ["interrupted"])
    }

    @Test func theSummaryPromptSurvivesCtrlZAndASignalLeavesTheTerminalAsItWas() throws {
        let cli = CommandLineRunner()
        // Wide enough that the long paths the shell echoes never wrap.
        let tmux = try TmuxSession(command: "env PS1='READY$ ' bash --norc --noprofile", width: 300)
        defer { tmux.kill() }
        try tmux.waitFor("READY$")
        let start =
            "\(CommandLineRunner.executable.path) --db \(cli.databasePath) start --sets 1 --work 10 --rest 5 --cues none"
        /// Starts the short workout at the shell and ends it, leaving the summary prompt waiting for a key.
        func startAndEnd() throws {
            try tmux.send("clear; \(start); echo EXIT=$?", "Enter")
            try tmux.waitFor("■■■ WORK ■■■")
            try tmux.send("e")
            try tmux.waitFor("End the workout now?")
            try tmux.send("y")
            try tmux.waitFor("any other key = quit")
        }
        try startAndEnd()
        try tmux.send("C-z")
        try tmux.waitFor("READY$", after: "Stopped")
        try tmux.send("fg; echo FG=$?", "Enter")
        try tmux.waitFor("--cues none", after: "fg;")
        try tmux.send("x")
        try tmux.waitFor("FG=0", after: "fg;")
        try startAndEnd()
        _ = try Spawn.run(["pkill", "-TERM", "-f", "db \(cli.databasePath) start"])
        try tmux.waitFor("EXIT=130")
        try tmux.send("stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo | tr '\\n' ' '; echo MODES", "Enter")
        try tmux.waitFor("icanon echo MODES")
    }
}
