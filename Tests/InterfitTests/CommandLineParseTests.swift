import ArgumentParser
import Testing

@testable import InterfitCLI

/// A command line parsed from the subcommand it starts with is the command the root's parse makes of it.
/// 从开头的子命令解析的命令行，与从根命令解析得到的命令完全相同。
@Suite struct CommandLineParseTests {
    /// Lines each subcommand takes alone: every option and group of `start`, nested and default subcommands.
    static let taken: [[String]] = [
        ["start"], ["start", "tabata"], ["start", "Leg day", "--no-tui"],
        [
            "start", "--sets", "3", "--work", "20", "--rest", "10", "--cues", "bell,voice", "--voice-lang", "zh",
            "--no-tui", "--events", "ndjson", "--db", "/tmp/interfit-parse.sqlite",
        ],
        ["start", "--exercise", "Squats", "--exercise", "Push-ups", "--warmup", "1:00", "--serve"],
        ["templates"], ["plans"], ["plans", "show", "Leg day"], ["history"], ["history", "--plan", "tabata"],
        ["stats"], ["settings"], ["backup", "export", "-"], ["doctor", "--full"], ["recover"],
        ["recover", "continue", "--no-tui", "--events", "ndjson"],
    ]

    /// Lines a subcommand alone refuses or answers otherwise (its own help): the root's parse answers them.
    static let refused: [[String]] = [
        ["start", "--help"], ["start", "-h"], ["start", "--version"], ["start", "--bogus"], ["start", "--sets", "x"],
        ["start", "--generate-completion-script", "bash"], ["start", "--generate-completion-script"],
        ["plans", "list", "--generate-completion-script", "zsh"], ["start", "---completion", "--", "start", ""],
        ["start", "--exercise", "--generate-completion-script", "bash"],
        [
            "plans", "create", "Legs", "--sets", "3", "--work", "20", "--rest", "10", "--exercise",
            "--generate-completion-script=fish",
        ],
        ["plans", "show"], ["help", "start"], ["--version"], [],
    ]

    @Test(arguments: taken)
    func aLineIsTheCommandTheRootsParseMakes(arguments: [String]) throws {
        let fromSubcommand = try InterfitMain.parse(arguments)
        let fromRoot = try InterfitCommand.parseAsRoot(arguments)
        #expect(type(of: fromSubcommand) == type(of: fromRoot))
        // Each property wrapper describes the value it holds: the same text is the same command.
        #expect(String(describing: fromSubcommand) == String(describing: fromRoot))
        #expect(String(describing: fromRoot).contains("_global: GlobalOptions("))
    }

    /// Parsed alone, a subcommand leaves the completion-script check to the root's parse (it names a super-command).
    @Test func everySubcommandNamesTheRootAsItsSuperCommand() {
        #expect(InterfitCommand.configuration._superCommandName == nil)
        for subcommand in InterfitCommand.configuration.subcommands {
            #expect(subcommand.configuration._superCommandName == "interfit", "\(subcommand)")
        }
    }

    @Test(arguments: refused)
    func aLineTheSubcommandRefusesGetsTheRootsAnswer(arguments: [String]) {
        let fromSubcommand = Result { try InterfitMain.parse(arguments) }
        let fromRoot = Result { try InterfitCommand.parseAsRoot(arguments) }
        switch (fromSubcommand, fromRoot) {
        case (.failure(let subcommandError), .failure(let rootError)):
            #expect(InterfitCommand.fullMessage(for: subcommandError) == InterfitCommand.fullMessage(for: rootError))
            #expect(InterfitCommand.exitCode(for: subcommandError) == InterfitCommand.exitCode(for: rootError))
        case (.success(let fromSubcommand), .success(let fromRoot)):
            #expect(String(describing: fromSubcommand) == String(describing: fromRoot))
        default:
            Issue.record("\(arguments): one parse succeeded and the other did not")
        }
    }
}
