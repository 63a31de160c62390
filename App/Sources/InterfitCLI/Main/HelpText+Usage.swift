import ArgumentParser
import Shared
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
            lines = [
                of("cli.unknownCommand", unknown.word, names) + suggestion(for: unknown.word, among: candidates, table)
            ]
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
        let found = unknownOptionShapes.lazy.compactMap { match(english, $0)?.first }.first
        return found.flatMap { $0.contains("\n") ? nil : $0 }
    }

    /// ArgumentParser's sentences for an unknown option, said again with our own suggestions.
    static let unknownOptionShapes = ["Unknown option '%@'. Did you mean '%@'?", "Unknown option '%@'"]

    /// One of ArgumentParser's sentences said in `language`; any other text (our own) passes unchanged.
    static func said(_ english: String, command: CommandDescription, language: AppLanguage = language) -> String {
        let text = language == self.language ? table : StringTable(InterfitCLIStrings.catalog, language: language)
        if let option = unknownOption(in: english) {
            let names = (command.arguments ?? []).filter(\.shouldDisplay).flatMap { ($0.names ?? []).map(\.spelled) }
            return text("cli.unknownOption", option) + suggestion(for: option, among: names, text)
        }
        for (shape, say) in parserSentences {
            if let parts = match(english, shape) {
                return say(text, parts.map { said($0, command: command, language: language) })
            }
        }
        return english
    }

    /// " Did you mean 'x'?" for the closest of `candidates`, or nothing when none is close.
    private static func suggestion(for word: String, among candidates: [String], _ text: StringTable) -> String {
        let closest = TextSimilarity.closest(to: word, among: candidates)
        guard !closest.isEmpty else { return "" }
        return text("cli.didYouMean", list(closest.map { "'\($0)'" }, conjunction: "list.or", text))
    }

    /// ArgumentParser 1.8.2's error sentences (`%@` for what varies), more specific first, and how each is said.
    // ChineseCommandLineTests checks that every sentence of the ArgumentParser in use has a shape here.
    static let parserSentences: [(shape: String, say: @Sendable (StringTable, [String]) -> String)] = [
        ("%@\n   or: Missing value for '%@' in '%@'", { $0("parser.compositeOption", $1[0], $1[1], $1[2]) }),
        ("Missing value for '%@'", { $0("parser.missingValue", $1[0]) }),
        (
            "The option '%@' does not take any value, but '%@' was specified.",
            { $0("parser.noValueTaken", $1[0], $1[1]) }
        ),
        ("Unexpected argument '%@'", { $0("parser.unexpectedArgument", $1[0]) }),
        (
            "%@ unexpected arguments: '%@'",
            { $0("parser.unexpectedArguments", $1[0], quotedList($1[1], or: false, $0)) }
        ),
        ("Value to be set with %@ had already been set with %@", { $0("parser.alreadySet", $1[0], $1[1]) }),
        ("flag '%@' in '%@'", { $0("parser.flagIn", $1[0], $1[1]) }),
        ("flag '%@'", { $0("parser.flag", $1[0]) }),
        ("position %@", { $0("parser.position", $1[0]) }),
        (
            "No value set for non-argument var %@. Replace with a static variable, or let constant.",
            { $0("parser.nonArgumentVariable", $1[0]) }
        ),
        ("Missing expected argument '%@'", { $0("parser.missingArgument", $1[0]) }),
        ("Missing one of: '%@'", { $0("parser.missingOneOf", quotedList($1[0], or: true, $0)) }),
        ("The value '%@' is invalid for '%@': %@", { $0("parser.invalidValueBecause", $1[0], $1[1], $1[2]) }),
        (
            "The value '%@' is invalid for '%@'. Please provide one of the following:\n%@",
            { $0("parser.invalidValueOneOfLines", $1[0], $1[1], $1[2]) }
        ),
        (
            "The value '%@' is invalid for '%@'. Please provide one of %@.",
            { $0("parser.invalidValueOneOf", $1[0], $1[1], sentenceList($1[2], $0)) }
        ),
        ("The value '%@' is invalid for '%@'", { $0("parser.invalidValue", $1[0], $1[1]) }),
        ("The value '%@' is invalid.: %@", { $0("parser.invalidBecause", $1[0], $1[1]) }),
        (
            "The value '%@' is invalid.. Please provide one of the following:\n%@",
            { $0("parser.invalidOneOfLines", $1[0], $1[1]) }
        ),
        (
            "The value '%@' is invalid.. Please provide one of %@.",
            { $0("parser.invalidOneOf", $1[0], sentenceList($1[1], $0)) }
        ),
        ("The value '%@' is invalid.", { $0("parser.invalid", $1[0]) }),
        ("Invalid option: -%@", { $0("parser.invalidOption", "-" + $1[0]) }),
        ("Invalid option: %@", { $0("parser.invalidOption", $1[0]) }),
        ("Missing required subcommand.", { text, _ in text("parser.missingSubcommand") }),
        ("Command '%@' is not a parent of the current command.", { $0("parser.notParent", $1[0]) }),
        (
            "Internal error. Parsing command-line arguments hit unimplemented code path.",
            { text, _ in text("parser.internal") }
        ),
        ("Internal error. Invalid state while parsing command-line arguments.", { text, _ in text("parser.internal") }),
        (
            "Can't autodetect a supported shell.\nPlease use --generate-completion-script=<shell> with one of:\n    %@",
            { $0("parser.shellUnknown", $1[0]) }
        ),
        (
            "Can't generate completion scripts for '%@'.\nPlease use --generate-completion-script=<shell> with one of:\n    %@",
            { $0("parser.shellUnsupported", $1[0], $1[1]) }
        ),
    ]

    /// `a', 'b', 'c` (the inside of ArgumentParser's quoted list) as a list in the user's words.
    private static func quotedList(_ inside: String, or: Bool, _ text: StringTable) -> String {
        let items = inside.split(separator: "', '", omittingEmptySubsequences: false).map { "'\($0)'" }
        return list(items, conjunction: or ? "list.or" : nil, text)
    }

    /// `'a' and 'b'` or `'a', 'b' or 'c'` (ArgumentParser's list of values) in the user's words.
    private static func sentenceList(_ english: String, _ text: StringTable) -> String {
        let pair = match(english, "'%@' and '%@'") ?? match(english, "%@ or '%@'").map { [$0[0], $0[1]] }
        guard let pair else { return english }
        let head = pair[0].hasPrefix("'") ? String(pair[0].dropFirst().dropLast()) : pair[0]
        return quotedList(head + "', '" + pair[1], or: true, text)
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
        // The hole can only end where the literal after it starts: only those places are tried, shortest first (trying
        // every character made a 100 KB mistyped word take seconds to refuse).
        let next = after.firstRange(of: "%@").map { after[..<$0.lowerBound] } ?? after
        guard !next.isEmpty else { return after.isEmpty ? [String(rest)] : nil }
        var from = rest.startIndex
        while let found = rest[from...].firstRange(of: next) {
            if let tail = match(rest[found.lowerBound...], after) { return [String(rest[..<found.lowerBound])] + tail }
            guard found.lowerBound < rest.endIndex else { return nil }
            from = rest.index(after: found.lowerBound)
        }
        return nil
    }
}
