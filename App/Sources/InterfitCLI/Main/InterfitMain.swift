import ArgumentParser
import Foundation
import Shared
import SharedUI
import Terminal

/// The program's entry: parses, runs, and turns failures into messages and documented exit codes.
/// 程序入口：解析参数、运行命令，并把失败转换成消息与约定的退出码。
public enum InterfitMain {
    @MainActor
    public static func main() -> Never {
        // Before the loop opens its descriptors: a closed standard stream must never become one of them.
        StandardStreams.occupyClosed()
        FatalSignals.install()
        // The main thread serves the main actor and the workout's timer itself (see `MainThreadLoop`).
        MainThreadLoop.run { await runProcess() }
    }

    @MainActor
    private static func runProcess() async -> Never {
        // The context, with the doors it opened (`AppContext.openForReading/openForWriting`), lives until exit.
        var context: AppContext?
        let status = await run(
            arguments: Array(CommandLine.arguments.dropFirst()), console: SystemConsole(),
            errorStyle: .forStream(isTTY: SystemConsole.isTTY(2), environment: AppContext.processEnvironment),
            makeContext: { databaseFlag in
                let made = AppContext.live(databaseFlag: databaseFlag)
                context = made
                return made
            })
        withExtendedLifetime(context) { exit(status) }
    }

    /// The command `arguments` name, parsed from the subcommand they start with when that alone takes them.
    static func parse(_ arguments: [String]) throws -> any ParsableCommand {
        // The root's parse of `start …` builds start's every argument twice more (ArgumentParser asks whether it
        // passes its arguments through): a tenth of a start's instructions. Anything the subcommand alone does not
        // make a command to run of (an option of the root's, `--help`, an error) is parsed again from the root, whose
        // answer and messages are the ones the user gets. A completion-script request goes to the root at once: a
        // subcommand parsed alone does not look for one (`CommandConfiguration.interfit`), and `--exercise` would
        // take the flag as its value.
        if let first = arguments.first,
            !ShellCompletion.isScriptRequest(arguments),
            let subcommand = InterfitCommand.configuration.subcommands.first(where: {
                $0.configuration.commandName == first
            }),
            let command = try? subcommand.parseAsRoot(Array(arguments.dropFirst())), command is any InterfitSubcommand
        {
            return command
        }
        return try InterfitCommand.parseAsRoot(arguments)
    }

    /// Runs one command line in-process, returning its exit status.
    @MainActor
    static func run(
        arguments: [String], console: any Console, errorStyle: TextStyle,
        makeContext: @MainActor (_ databaseFlag: String?) -> AppContext
    ) async -> Int32 {
        // The command's language once its context exists (tests inject it), the process's before.
        var language = HelpText.language
        do {
            try refuseGroupedShortOptions(arguments)
            try refuseOptionFloods(arguments)
            let command = try parse(arguments)
            guard let subcommand = command as? any InterfitSubcommand else {
                // `--help`, `-h`, `help …`, or a command that only groups others: its help, in the user's language.
                console.write(HelpText.page(for: arguments, width: HelpText.columns))
                return ProcessExitStatus.ok.rawValue
            }
            let context = makeContext(subcommand.global.db)
            language = context.language
            try context.refuseEmptyDatabasePath(flag: subcommand.global.db)
            try await subcommand.execute(context)
            return ProcessExitStatus.ok.rawValue
        } catch let failure as any UserFacingError {
            // The one place an error becomes an exit: its message (if any) on stderr, its documented status.
            let message = failure.message(in: language)
            if !message.isEmpty { console.err(errorStyle.red("interfit: ") + message) }
            return failure.exitStatus.rawValue
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch {
            let status = InterfitCommand.exitCode(for: error)
            guard status == .validationFailure else {
                // --version, completion scripts and answers, --experimental-dump-help: no words to translate.
                HelpText.describe()  // the dump and the scripts carry every command's help
                var message = InterfitCommand.fullMessage(for: error)
                if ShellCompletion.isScriptRequest(arguments) {
                    message = ShellCompletion.adjusted(message)
                }
                if status == .success {
                    if !message.isEmpty { console.out(message) }
                } else {
                    console.err(message)
                }
                return status.rawValue
            }
            let failure = HelpText.usageFailure(error, arguments: arguments)
            console.err(errorStyle.red("interfit: ") + failure.message)
            return failure.exitStatus.rawValue
        }
    }

    /// Refuses more `--exercise` flags than a plan may hold before the parser reads them (it slows with their square).
    private static func refuseOptionFloods(_ arguments: [String]) throws(CLIFailure) {
        // ArgumentParser removes each parsed option from an array and merges its origins into a set that grows with
        // every value of a list option: 10,000 flags took 7 s. Counting every option first keeps any command line
        // linear: `--exercise` by the plan rule, any other option by a bound no command needs.
        var counts: [Substring: Int] = [:]
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let word = arguments[index]
            if word.hasPrefix("--") {
                let name = word.split(separator: "=", maxSplits: 1)[0]
                counts[name, default: 0] += 1
                if word == "--exercise" { index += 1 }  // its value, whatever it looks like (an exercise named "--x")
            }
            index += 1
        }
        let exercises = counts["--exercise", default: 0]
        if exercises > PlanRules.maximumExercises {
            let issue = PlanValidationIssue(
                field: .exercises, problem: .tooManyItems(maximum: PlanRules.maximumExercises, actual: exercises))
            let text = PlanIssueText(language: HelpText.language)
            throw CLIFailure(message: text.block(heading: HelpText.of("cli.tooManyExercises"), [issue]), status: .usage)
        }
        if let (name, count) = counts.first(where: { $0.value > maximumRepetitions }) {
            throw CLIFailure(
                message: HelpText.of("cli.optionRepeated", String(name), String(count), String(maximumRepetitions)),
                status: .usage)
        }
    }

    /// More values of one option than any command takes (every list holds at most 99 sets, exercises or tracks).
    private static let maximumRepetitions = 1_000

    /// Refuses words like `-dash` before `--` as unknown options, since there are no grouped short options.
    private static func refuseGroupedShortOptions(_ arguments: [String]) throws(CLIFailure) {
        for word in arguments.prefix(while: { $0 != "--" }) where word.count > 2 && word.hasPrefix("-") {
            let second = word[word.index(after: word.startIndex)]
            guard second != "-", !second.isNumber else { continue }
            throw CLIFailure(message: HelpText.of("cli.unknownShortOption", word, word), status: .usage)
        }
    }
}
