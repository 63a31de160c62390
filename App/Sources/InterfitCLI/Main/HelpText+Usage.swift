import ArgumentParser
import SharedUI

// Usage errors in the user's language. ArgumentParser's error type is internal and its sentences are English, so
// each sentence it can say (`ErrorMessageGenerator` in 1.8.2) is matched by its shape and said again from our tables.

extension HelpText {
    /// A command line ArgumentParser refused: what is wrong, the usage of the command and where its help is.
    static func usageFailure(_ error: any Error, arguments: [String]) -> CLIFailure {
        let (path, unknown) = resolve(arguments, in: tree())
        let command = path[path.count - 1]
        let english = InterfitCommand.message(for: error)
        var lines = [said(english, command: command)]
        // When the parser found words too many, a word naming no subcommand is the mistake (unless an unknown
        // option came before it).
        let option = unknownOption(in: english)
        let optionFirst = option.map { option in
            (arguments.firstIndex { $0 == option || $0.hasPrefix(option + "=") } ?? .max) < (unknown?.index ?? .max)
        }
        let extraWords =
            option != nil || english.hasPrefix("Unexpected argument") || english.contains("unexpected arguments")
        if let unknown, extraWords, optionFirst != true {
            let names = path.map(\.commandName).joined(separator: " ")
            let candidates = (command.subcommands ?? []).filter { $0.shouldDisplay != false }.flatMap {
                [$0.commandName] + ($0.aliases ?? [])
            }
            lines = [of("cli.unknownCommand", unknown.word, names) + suggestion(for: unknown.word, among: candidates)]
        } else if let help = InterfitCommand.fullMessage(for: error).split(separator: "\n").first(where: {
            $0.hasPrefix("Help:  ")
        }) {
            lines.append(of("cli.helpLine") + help.dropFirst("Help:  ".count))
        }
        let heading = of("cli.usageLine")
        lines.append(String(HelpPage([.hanging(heading, lines: usage(path))]).render(width: columns).dropLast()))
        let helpCommand = (path.map(\.commandName) + ["--help"]).joined(separator: " ")
        lines.append("  " + of("cli.seeHelp", helpCommand))
        return CLIFailure(message: lines.joined(separator: "\n"), status: .usage)
    }

    /// The option an "Unknown option '…'" sentence names, if `english` is one.
    private static func unknownOption(in english: String) -> String? {
        (match(english, "Unknown option '%@'. Did you mean '%@'?") ?? match(english, "Unknown option '%@'"))?.first
    }

    /// One of ArgumentParser's sentences said in the user's language; any other text (our own) passes unchanged.
    static func said(_ english: String, command: CommandDescription) -> String {
        if let option = unknownOption(in: english) {
            let names = (command.arguments ?? []).filter(\.shouldDisplay).flatMap { ($0.names ?? []).map(\.spelled) }
            return of("cli.unknownOption", option) + suggestion(for: option, among: names)
        }
        for (shape, say) in parserSentences {
            if let parts = match(english, shape) { return say(parts.map { said($0, command: command) }) }
        }
        return english
    }

    /// " Did you mean 'x'?" for the closest of `candidates`, or nothing when none is close.
    private static func suggestion(for word: String, among candidates: [String]) -> String {
        let closest = TextSimilarity.closest(to: word, among: candidates)
        guard !closest.isEmpty else { return "" }
        return of("cli.didYouMean", list(closest.map { "'\($0)'" }, conjunction: "list.or"))
    }

    /// ArgumentParser 1.8.2's error sentences (`%@` for what varies) and how each is said from our tables; the
    /// more specific shape of two comes first. `HelpTextTests` checks every sentence of that release.
    static let parserSentences: [(shape: String, say: @Sendable ([String]) -> String)] = [
        ("%@\n   or: Missing value for '%@' in '%@'", { of("parser.compositeOption", $0[0], $0[1], $0[2]) }),
        ("Missing value for '%@'", { of("parser.missingValue", $0[0]) }),
        (
            "The option '%@' does not take any value, but '%@' was specified.",
            { of("parser.noValueTaken", $0[0], $0[1]) }
        ),
        ("Unexpected argument '%@'", { of("parser.unexpectedArgument", $0[0]) }),
        ("%@ unexpected arguments: '%@'", { of("parser.unexpectedArguments", $0[0], quotedList($0[1], or: false)) }),
        ("Value to be set with %@ had already been set with %@", { of("parser.alreadySet", $0[0], $0[1]) }),
        ("flag '%@' in '%@'", { of("parser.flagIn", $0[0], $0[1]) }),
        ("flag '%@'", { of("parser.flag", $0[0]) }),
        (
            "No value set for non-argument var %@. Replace with a static variable, or let constant.",
            { of("parser.nonArgumentVariable", $0[0]) }
        ),
        ("Missing expected argument '%@'", { of("parser.missingArgument", $0[0]) }),
        ("Missing one of: '%@'", { of("parser.missingOneOf", quotedList($0[0], or: true)) }),
        ("The value '%@' is invalid for '%@': %@", { of("parser.invalidValueBecause", $0[0], $0[1], $0[2]) }),
        (
            "The value '%@' is invalid for '%@'. Please provide one of the following:\n%@",
            { of("parser.invalidValueOneOfLines", $0[0], $0[1], $0[2]) }
        ),
        (
            "The value '%@' is invalid for '%@'. Please provide one of %@.",
            { of("parser.invalidValueOneOf", $0[0], $0[1], sentenceList($0[2])) }
        ),
        ("The value '%@' is invalid for '%@'", { of("parser.invalidValue", $0[0], $0[1]) }),
        ("The value '%@' is invalid.: %@", { of("parser.invalidBecause", $0[0], $0[1]) }),
        (
            "The value '%@' is invalid.. Please provide one of the following:\n%@",
            { of("parser.invalidOneOfLines", $0[0], $0[1]) }
        ),
        (
            "The value '%@' is invalid.. Please provide one of %@.",
            { of("parser.invalidOneOf", $0[0], sentenceList($0[1])) }
        ),
        ("The value '%@' is invalid.", { of("parser.invalid", $0[0]) }),
        ("Invalid option: %@", { of("parser.invalidOption", $0[0]) }),
        ("Missing required subcommand.", { _ in of("parser.missingSubcommand") }),
        ("Command '%@' is not a parent of the current command.", { of("parser.notParent", $0[0]) }),
        ("Internal error. Parsing command-line arguments hit unimplemented code path.", { _ in of("parser.internal") }),
        ("Internal error. Invalid state while parsing command-line arguments.", { _ in of("parser.internal") }),
        (
            "Can't autodetect a supported shell.\nPlease use --generate-completion-script=<shell> with one of:\n    %@",
            { of("parser.shellUnknown", $0[0]) }
        ),
        (
            "Can't generate completion scripts for '%@'.\nPlease use --generate-completion-script=<shell> with one of:\n    %@",
            { of("parser.shellUnsupported", $0[0], $0[1]) }
        ),
    ]

    /// `a', 'b', 'c` (the inside of ArgumentParser's quoted list) as a list in the user's words.
    private static func quotedList(_ inside: String, or: Bool) -> String {
        let items = inside.split(separator: "', '", omittingEmptySubsequences: false).map { "'\($0)'" }
        return list(items, conjunction: or ? "list.or" : nil)
    }

    /// `'a' and 'b'` or `'a', 'b' or 'c'` (ArgumentParser's list of values) in the user's words.
    private static func sentenceList(_ english: String) -> String {
        let pair = match(english, "'%@' and '%@'") ?? match(english, "%@ or '%@'").map { [$0[0], $0[1]] }
        guard let pair else { return english }
        let head = pair[0].hasPrefix("'") ? String(pair[0].dropFirst().dropLast()) : pair[0]
        return quotedList(head + "', '" + pair[1], or: true)
    }

    /// The texts each `%@` of `shape` stands for when `text` has that shape (shortest first), else nil.
    static func match(_ text: String, _ shape: String) -> [String]? {
        match(Substring(text), Substring(shape))
    }

    private static func match(_ text: Substring, _ shape: Substring) -> [String]? {
        guard let hole = shape.firstRange(of: "%@") else { return text == shape ? [] : nil }
        let literal = shape[..<hole.lowerBound]
        guard text.hasPrefix(literal) else { return nil }
        let rest = text.dropFirst(literal.count)
        let after = shape[hole.upperBound...]
        var end = rest.startIndex
        while true {
            if let tail = match(rest[end...], after) { return [String(rest[..<end])] + tail }
            guard end < rest.endIndex else { return nil }
            end = rest.index(after: end)
        }
    }
}
