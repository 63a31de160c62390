import ArgumentParser

/// `interfit history …`: the sessions kept.
/// `interfit history …`：保存的训练记录。
struct HistoryCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "history", abstract: HelpText.of("history.abstract"),
            discussion: HelpText.of("history.discussion"),
            subcommands: [HistoryListCommand.self, HistoryShowCommand.self], defaultSubcommand: HistoryListCommand.self)
    }
}
