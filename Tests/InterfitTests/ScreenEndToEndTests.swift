import Foundation
import Testing

/// Drives the real training screen through tmux (send-keys / capture-pane) and checks what a person sees.
@Suite struct ScreenEndToEndTests {
    /// A tmux session running one command in a fixed-size terminal.
    struct TmuxSession {
        let name = "interfit-e2e-\(UUID().uuidString.prefix(8))"

        init(command: String, width: Int = 90, height: Int = 30) throws {
            try Self.tmux(["new-session", "-d", "-s", name, "-x", String(width), "-y", String(height), command])
        }

        func send(_ keys: String...) throws { try Self.tmux(["send-keys", "-t", name] + keys) }

        func screen() throws -> String { try Self.tmux(["capture-pane", "-p", "-t", name]) }

        /// Waits until the screen shows `text` (polling capture-pane; no timing is asserted).
        @discardableResult
        func waitFor(_ text: String, timeout: TimeInterval = 10) throws -> String {
            let deadline = Date().addingTimeInterval(timeout)
            var last = ""
            while Date() < deadline {
                last = try screen()
                if last.contains(text) { return last }
                usleep(100_000)
            }
            Issue.record("screen never showed \"\(text)\":\n\(last)")
            return last
        }

        func kill() { _ = try? Self.tmux(["kill-session", "-t", name]) }

        /// Runs a tmux client. Only `capture-pane` output is read: `new-session` forks the tmux server,
        /// which would keep an output pipe open forever.
        @discardableResult
        static func tmux(_ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["tmux"] + arguments
            let output = Pipe()
            let wantsOutput = arguments.first == "capture-pane"
            process.standardOutput = wantsOutput ? output : FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = wantsOutput ? output.fileHandleForReading.readDataToEndOfFile() : Data()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw CocoaError(
                    .executableLoad, userInfo: [NSLocalizedDescriptionKey: "tmux \(arguments.first ?? "")"])
            }
            return String(decoding: data, as: UTF8.self)
        }
    }

    @Test func aPersonRunsTabataPausesSkipsAndEnds() throws {
        let cli = CommandLineRunner()
        let command =
            "env INTERFIT_DB=\(cli.databasePath) LANG=C.UTF-8 TERM=xterm-256color "
            + "\(CommandLineRunner.executable.path) start tabata --cues bell; echo EXIT=$?; sleep 30"
        let tmux = try TmuxSession(command: command)
        defer { tmux.kill() }
        let first = try tmux.waitFor("■■■ WORK ■■■")
        #expect(first.contains("Tabata") && first.contains("8×(20/10) = 3:50"))
        #expect(first.contains("Set 1/8") && first.contains("Next: Rest (0:10)"))
        #expect(first.contains("████"), "big digits")
        try tmux.send("Space")
        try tmux.waitFor("❚❚ PAUSED ❚❚")
        try tmux.send("Space")
        try tmux.waitFor("■■■ WORK ■■■")
        try tmux.send("n")
        try tmux.waitFor("Skip to the next segment?")
        try tmux.send("y")
        try tmux.waitFor("□□□ REST □□□")
        try tmux.send("?")
        try tmux.waitFor("extend the current rest by 15 seconds")
        try tmux.send("?")
        try tmux.send("e")
        try tmux.waitFor("End the workout now?")
        try tmux.send("y")
        let summary = try tmux.waitFor("Tabata — ended early")
        #expect(summary.contains("Sets         0 / 8"))
        #expect(summary.contains("segment skipped"))
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
        let history = try #require(try cli.json("history", "--json") as? [[String: Any]])
        #expect(history.first?["status"] as? String == "ended")
        #expect(history.first?["tags"] as? [String] == ["adjusted"])
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
        let suspended = try tmux.waitFor("READY$ ")
        #expect(suspended.contains("paused and suspended"))
        try tmux.send("fg", "Enter")
        let back = try tmux.waitFor("❚❚ PAUSED ❚❚")
        #expect(back.contains("press space to resume"))
        try tmux.send("C-c")
        try tmux.waitFor("HIIT starter — ended early")
        let history = try #require(try cli.json("history", "--json") as? [[String: Any]])
        #expect(history.first?["tags"] as? [String] == ["interrupted"])
    }
}
