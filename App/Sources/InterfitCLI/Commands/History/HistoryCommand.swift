import ArgumentParser

/// `interfit history …`: the sessions kept (`history` alone lists them; `history show ID` shows one).
/// `interfit history …`：保存的训练记录（单独的 `history` 列出记录；`history show ID` 显示一条）。
struct HistoryCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        .interfit(
            "history", help: "history", subcommands: [HistoryListCommand.self, HistoryShowCommand.self],
            defaultSubcommand: HistoryListCommand.self)
    }

}
