import ArgumentParser
import Foundation
import Shared
import SharedUI
import Terminal

// The help pages, rendered from what ArgumentParser's public `--experimental-dump-help` says of each command, so
// every heading and note is in the user's language (ArgumentParser's own help generator speaks English only).

extension HelpText {
    /// Every command as ArgumentParser describes it, root first (read on the help and usage-error paths only).
    static func tree() -> CommandDescription {
        describe()
        let dump = Data(InterfitCommand._dumpHelp().utf8)
        let tool = try? JSONDecoder().decode(CommandDescription.Tool.self, from: dump)
        return tool?.command ?? CommandDescription(name: "interfit")
    }

    /// The width help is laid out for: `$COLUMNS`, else the terminal's, else 80.
    static var columns: Int {
        if let text = AppContext.processEnvironment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        return TerminalController.currentSize()?.columns ?? 80
    }

    /// The help page `arguments` ask for (`--help`, `-h`, `help …`, or a command that only groups others).
    static func page(for arguments: [String], width: Int) -> String {
        let tree = tree()
        return page(resolve(arguments, in: tree).path).render(width: width)
    }

    /// The help page of the last command of `path` (root first).
    static func page(_ path: [CommandDescription]) -> HelpPage {
        let command = path[path.count - 1]
        var blocks: [HelpPage.Block] = []
        let overview = [command.abstract, command.discussion].compactMap { $0 }.filter { !$0.isEmpty }
        if !overview.isEmpty { blocks.append(.headed(of("help.overview"), text: overview.joined(separator: "\n\n"))) }
        blocks.append(.hanging(of("help.usage"), lines: usage(path)))
        let arguments = visibleArguments(of: command)
        let positional = arguments.filter { $0.isPositional }.map(row)
        if !positional.isEmpty { blocks.append(.rows(of("help.arguments"), positional)) }
        let options = arguments.filter { !$0.isPositional }.map(row)
        if !options.isEmpty { blocks.append(.rows(of("help.options"), options)) }
        let subcommands = listedSubcommands(of: command).map { subcommand in
            let label = ([subcommand.commandName] + (subcommand.aliases ?? [])).joined(separator: ", ")
            let mark = subcommand.commandName == command.defaultSubcommand ? of("help.defaultSubcommand") : ""
            return HelpPage.Row(label: label + mark, text: subcommand.abstract ?? "")
        }
        if !subcommands.isEmpty {
            blocks.append(.rows(of("help.subcommands"), subcommands))
            let names = [path[0].commandName, "help"] + path.dropFirst().map(\.commandName)
            blocks.append(.text("  " + of("help.seeSubcommandHelp", names.joined(separator: " "))))
        }
        return HelpPage(blocks)
    }

    /// The usage lines of the last command of `path`: its own (or its default subcommand's) forms.
    static func usage(_ path: [CommandDescription]) -> [String] {
        let command = path[path.count - 1]
        let names = path.map(\.commandName)
        let nonBreaking = { (element: String) in element.replacingOccurrences(of: " ", with: "\u{A0}") }
        if let custom = configuration(at: names)?.usage
            ?? defaultSubcommand(of: command).flatMap({
                configuration(at: names + [$0.commandName])?.usage
            })
        {
            return custom.split(separator: "\n").map { groupsKeptTogether(String($0)) }
        }
        let tool = names.joined(separator: " ")
        var synopsis = ownArguments(of: command)
        if let defaultCommand = defaultSubcommand(of: command) {
            synopsis = merged(synopsis, ownArguments(of: defaultCommand))
        }
        var elements = synopsis.map(Self.synopsis)
        if synopsis.count > 12 {
            let required = synopsis.filter { $0.isPositional || !$0.isOptional }
            elements = [of("help.optionsPlaceholder")] + required.map(Self.synopsis)
        }
        let first = ([tool] + elements.map(nonBreaking)).joined(separator: " ")
        guard !listedSubcommands(of: command).isEmpty else { return [first] }
        let subcommand = tool + " " + of("help.subcommandPlaceholder")
        return defaultSubcommand(of: command) == nil
            ? [first + " " + of("help.subcommandPlaceholder")] : [first, subcommand]
    }

    /// A hand-written usage line whose `[…]`, `(…)` and `<…>` groups never break across lines.
    private static func groupsKeptTogether(_ line: String) -> String {
        var depth = 0
        return String(
            line.map { character in
                if "[(<".contains(character) { depth += 1 }
                if "])>".contains(character) { depth -= 1 }
                return character == " " && depth > 0 ? "\u{A0}" : character
            })
    }

    /// The command `arguments` lead to (root first) and the first word that names no subcommand where one was due.
    static func resolve(
        _ arguments: [String], in root: CommandDescription
    ) -> (path: [CommandDescription], unknown: (word: String, index: Int)?) {
        var path = [root]
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let word = arguments[index]
            let command = path[path.count - 1]
            if word.count > 1, word.hasPrefix("-") {
                index += takesValue(word, command) ? 2 : 1
                continue
            }
            let subcommands = command.subcommands ?? []
            if let next = subcommands.first(where: { $0.commandName == word || ($0.aliases ?? []).contains(word) }) {
                // `interfit help NAME…` names a command from the root, as ArgumentParser reads it.
                if next.commandName == "help", path.count == 1 {
                    return (helpPath(Array(arguments[(index + 1)...]), in: root), nil)
                }
                path.append(next)
                index += 1
                continue
            }
            let takesWords = defaultSubcommand(of: command).map { !positionals(of: $0).isEmpty } ?? false
            if !listedSubcommands(of: command).isEmpty, !takesWords { return (path, (word, index)) }
            index += 1
        }
        return (path, nil)
    }

    private static func helpPath(_ names: [String], in root: CommandDescription) -> [CommandDescription] {
        var path = [root]
        for name in names {
            guard let next = path[path.count - 1].subcommands?.first(where: { $0.commandName == name }) else { break }
            path.append(next)
        }
        return path
    }

    /// Whether `word` is an option of `command` (or of its default subcommand) that takes the next word as its value.
    private static func takesValue(_ word: String, _ command: CommandDescription) -> Bool {
        guard !word.contains("=") else { return false }
        if word == "--generate-completion-script" { return true }  // ArgumentParser's own, on every command
        let arguments = ownArguments(of: command) + (defaultSubcommand(of: command).map(ownArguments) ?? [])
        return arguments.contains { argument in
            argument.takesValue && (argument.names ?? []).contains { $0.spelled == word }
        }
    }

    /// The arguments `--help` lists: the command's own, its default subcommand's, then `--version` and `--help`.
    private static func visibleArguments(of command: CommandDescription) -> [CommandDescription.Argument] {
        let all = (command.arguments ?? []).filter(\.shouldDisplay)
        let builtIn = all.filter(isBuiltIn)
        var own = all.filter { !isBuiltIn($0) }
        if let defaultCommand = defaultSubcommand(of: command) { own = merged(own, ownArguments(of: defaultCommand)) }
        return own + builtIn
    }

    /// The arguments a command declares (its usage line), without ArgumentParser's `--help` and `--version`.
    private static func ownArguments(of command: CommandDescription) -> [CommandDescription.Argument] {
        (command.arguments ?? []).filter { $0.shouldDisplay && !isBuiltIn($0) }
    }

    private static func positionals(of command: CommandDescription) -> [CommandDescription.Argument] {
        (command.arguments ?? []).filter { $0.isPositional }
    }

    /// `first` followed by those of `second` that `first` does not already have.
    private static func merged(
        _ first: [CommandDescription.Argument], _ second: [CommandDescription.Argument]
    ) -> [CommandDescription.Argument] {
        first
            + second.filter { candidate in !first.contains { $0.names == candidate.names && $0.kind == candidate.kind }
            }
    }

    private static func isBuiltIn(_ argument: CommandDescription.Argument) -> Bool {
        argument.kind == "flag" && (argument.names ?? []).contains { $0.name == "help" || $0.name == "version" }
    }

    private static func defaultSubcommand(of command: CommandDescription) -> CommandDescription? {
        command.subcommands?.first { $0.commandName == command.defaultSubcommand }
    }

    /// The subcommands `--help` lists (ArgumentParser's own `help` is not one of them).
    private static func listedSubcommands(of command: CommandDescription) -> [CommandDescription] {
        (command.subcommands ?? []).filter { $0.shouldDisplay != false && $0.commandName != "help" }
    }

    /// A command's configuration (for its custom usage), found by name from the root.
    private static func configuration(at names: [String]) -> CommandConfiguration? {
        var command: any ParsableCommand.Type = InterfitCommand.self
        for name in names.dropFirst() {
            guard let next = command.configuration.subcommands.first(where: { $0._commandName == name }) else {
                return nil
            }
            command = next
        }
        return command.configuration
    }

    /// One row of `--help`: the argument's names and value, its help and the values it takes.
    private static func row(_ argument: CommandDescription.Argument) -> HelpPage.Row {
        var label: String
        if argument.isPositional {
            label = "<\(argument.valueName ?? "value")>"
        } else {
            let names = (argument.names ?? []).sorted { ($0.kind == "short" ? 0 : 1) < ($1.kind == "short" ? 0 : 1) }
            label = names.map(\.spelled).joined(separator: ", ")
            if argument.takesValue { label += " <\(argument.valueName ?? "value")>" }
        }
        var text = argument.abstract ?? ""
        if isBuiltIn(argument) {
            let isHelp = (argument.names ?? []).contains { $0.name == "help" }
            text = of(isHelp ? "help.helpFlag" : "help.versionFlag")
        }
        let values = argument.allValueDescriptions == nil ? (argument.allValues ?? []).filter { !$0.isEmpty } : []
        let defaultValue = argument.defaultValue ?? ""
        let note =
            switch (values.isEmpty, defaultValue.isEmpty) {
            case (false, false): of("help.valuesDefault", list(values, conjunction: nil), defaultValue)
            case (false, true): of("help.values", list(values, conjunction: nil))
            case (true, false): of("help.default", defaultValue)
            case (true, true): ""
            }
        // Chinese punctuation already spaces the note from the text.
        let separator = text.last.map { TextWidth.columns($0) == 2 } == true ? "" : " "
        return HelpPage.Row(label: label, text: [text, note].filter { !$0.isEmpty }.joined(separator: separator))
    }

    /// An argument as a usage line shows it: `[--sets <sets>]`, `<name>`, `[--exercise <name> ...]`.
    private static func synopsis(_ argument: CommandDescription.Argument) -> String {
        var text =
            if argument.isPositional {
                "<\(argument.valueName ?? "value")>"
            } else {
                (argument.preferredName ?? argument.names?.first).map(\.spelled) ?? ""
            }
        if argument.takesValue { text += " <\(argument.valueName ?? "value")>" }
        if argument.isRepeating { text += " ..." }
        if argument.isOptional { text = "[\(text)]" }
        if argument.parsingStrategy == "postTerminator" { text = "-- " + text }
        return text
    }

    /// `items` quoted or not, joined as a list in the user's language (`a, b or c`, `a、b 或 c`).
    static func list(_ items: [String], conjunction key: String?, _ text: StringTable = table) -> String {
        guard let key, items.count > 1 else { return items.joined(separator: text("list.separator")) }
        return items.dropLast().joined(separator: text("list.separator")) + text(key) + items[items.count - 1]
    }
}
