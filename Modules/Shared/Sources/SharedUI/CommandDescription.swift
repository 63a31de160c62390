/// A command of a command-line tool as its parser describes it (swift-argument-parser's `--experimental-dump-help`).
/// 命令行工具中的一个命令，取自其解析器的描述（swift-argument-parser 的 `--experimental-dump-help`）。
public struct CommandDescription: Decodable, Sendable, Equatable {
    public var commandName: String
    public var aliases: [String]?
    public var abstract: String?
    public var discussion: String?
    public var shouldDisplay: Bool?
    public var defaultSubcommand: String?
    public var subcommands: [CommandDescription]?
    public var arguments: [Argument]?

    /// An argument, option or flag of a command.
    /// 命令的一个参数、选项或开关。
    public struct Argument: Decodable, Sendable, Equatable {
        /// `positional`, `option` (takes a value) or `flag`.
        public var kind: String
        public var shouldDisplay: Bool
        public var isOptional: Bool
        public var isRepeating: Bool
        /// How values are taken: `default`, `unconditional`, `postTerminator`, …
        public var parsingStrategy: String?
        public var names: [Name]?
        public var preferredName: Name?
        public var valueName: String?
        public var defaultValue: String?
        /// The values it accepts, when they are a fixed list.
        public var allValues: [String]?
        public var allValueDescriptions: [String: String]?
        public var abstract: String?

        /// True for a value given by position rather than by name.
        public var isPositional: Bool { kind == "positional" }

        /// True for a named argument followed by a value.
        public var takesValue: Bool { kind == "option" }
    }

    /// One name of a named argument.
    /// 具名参数的一个名称。
    public struct Name: Decodable, Sendable, Equatable {
        /// `long`, `short` or `longWithSingleDash`.
        public var kind: String
        public var name: String

        /// The name as typed: `--sets`, `-h`, `-long`.
        public var spelled: String { (kind == "long" ? "--" : "-") + name }
    }

    /// The description of a whole tool (`--experimental-dump-help` wraps the root command in this).
    /// 整个工具的描述（`--experimental-dump-help` 用它包裹根命令）。
    public struct Tool: Decodable, Sendable {
        public var command: CommandDescription
    }

    /// A command with no arguments and no subcommands, named `name`.
    public init(name: String) {
        commandName = name
    }
}
