import Foundation
import TestSupport
import Testing

/// `interfit community publish PLAN` on a terminal (tmux), against a real `interfit-hub`: the three steps.
@Suite(.serialized) struct CommunityPublishTerminalTests {
    typealias TmuxSession = ScreenEndToEndTests.TmuxSession

    /// The command a tmux pane runs: `publish` with the runner's environment, then its exit code, kept on screen.
    private func command(_ cli: CommandLineRunner, _ arguments: [String]) -> String {
        let environment = cli.environment.merging(["TERM": "xterm-256color"]) { $1 }
            .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        return "env \(environment) \(CommandLineRunner.executable.path) \(arguments.joined(separator: " ")); "
            + "echo EXIT=$?; sleep 30"
    }

    /// A signed-in runner with a plan "Tiny" in its library.
    private func author(_ hub: HubProcess, language: String) throws -> CommandLineRunner {
        var cli = CommandLineRunner()
        cli.environment["INTERFIT_LANG"] = language
        let registered = try cli.run(
            ["community", "register", "alice", "--hub", hub.address, "--password-stdin"], input: "sesame-1234\n")
        #expect(registered.status == 0, "\(registered.stderr)")
        try cli.run("plans", "create", "Tiny", "--sets", "2", "--work", "10", "--rest", "5")
        return cli
    }

    @Test func theThreeStepsPublishAPrivatePostWithoutCommentsAndItsChangeNote() throws {
        let hub = try HubProcess()
        let cli = try author(hub, language: "en")
        let tmux = try TmuxSession(
            command: command(cli, ["community", "publish", "Tiny", "--hub", hub.address]), width: 120, height: 40)
        defer { tmux.kill() }
        // Step 1: the version to freeze, with its segments and the promise.
        let preview = try tmux.waitFor("Publish this version? [y/N]")
        #expect(preview.contains("Step 1 of 3 · the version to publish"), "\(preview)")
        #expect(preview.contains("Tiny  2×(10/5) = 0:25"), "\(preview)")
        #expect(preview.contains("A published version never changes"), "\(preview)")
        try tmux.send("y")
        // Step 2: chips (an unknown one is asked again), then the one line.
        try tmux.waitFor("Step 2 of 3 · the change note")
        try tmux.waitFor("or Enter for none:")
        try tmux.send("-l", "harder, faster")
        try tmux.send("Enter")
        try tmux.waitFor("Unknown chip \"faster\": use beginner, harder, longer-rest, shorter or music.")
        try tmux.waitFor("or Enter for none:", after: "Unknown chip")
        try tmux.send("-l", "harder, music")
        try tmux.send("Enter")
        try tmux.waitFor("One line of at most 120 characters, or Enter for none:")
        try tmux.send("-l", "two sets for a start")
        try tmux.send("Enter")
        // Step 3: only me, comments off (one key each).
        try tmux.waitFor("Public (anyone can find it) or only you? [P/o]")
        try tmux.send("o")
        try tmux.waitFor("Comments on? [Y/n]")
        try tmux.send("n")
        let end = try tmux.waitFor("EXIT=")
        #expect(end.contains("Published \"Tiny\" as post "), "\(end)")
        #expect(end.contains("(only me, comments off)."), "\(end)")
        #expect(end.contains("EXIT=0"), "\(end)")

        // The hub holds what was answered.
        let mine = try cli.run("community", "mine", "--json", "--hub", hub.address)
        let listing = try JSONSerialization.jsonObject(with: Data(mine.stdout.utf8)) as? [String: Any]
        let post = try #require((listing?["posts"] as? [[String: Any]])?.first?["id"] as? String, "\(mine.stdout)")
        let shown = try cli.run("community", "show", post, "--hub", hub.address)
        #expect(shown.stdout.contains("only me · comments off"), "\(shown.stdout)")
        #expect(shown.stdout.contains("harder, better music switching — two sets for a start"), "\(shown.stdout)")
    }

    @Test func answeringNoAtTheFirstStepPublishesNothingInChinese() throws {
        let hub = try HubProcess()
        let cli = try author(hub, language: "zh")
        let tmux = try TmuxSession(
            command: command(cli, ["community", "publish", "Tiny", "--hub", hub.address]), width: 120, height: 40)
        defer { tmux.kill() }
        let preview = try tmux.waitFor("发布此版本吗？[y/N]")
        #expect(preview.contains("第 1 步，共 3 步 · 要发布的版本"), "\(preview)")
        #expect(preview.contains("已发布的版本永不改变"), "\(preview)")
        try tmux.send("n")
        let end = try tmux.waitFor("EXIT=")
        #expect(end.contains("未发布任何内容。"), "\(end)")
        #expect(end.contains("EXIT=0"), "\(end)")
        let mine = try cli.run("community", "mine", "--hub", hub.address)
        #expect(mine.stdout.hasPrefix("你还没有发布帖子"), "\(mine.stdout)")
    }
}
