import ArgumentParser

/// `interfit history …`: the sessions kept (`history` alone lists them; `history show ID` shows one).
/// `interfit history …`：保存的训练记录（单独的 `history` 列出记录；`history show ID` 显示一条）。
struct HistoryCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        .interfit(
            "history", help: "history", subcommands: [HistoryListCommand.self, HistoryShowCommand.self],
            defaultSubcommand: HistoryListCommand.self)
    }

    /// `history --help` (or `help history`) shows the listing's help: its options are what `history` takes.
    static func helpAlias(_ arguments: [String]) -> [String] {
        if arguments == ["help", "history"] { return ["history", "list", "--help"] }
        guard arguments.first == "history", !arguments.contains("list"), !arguments.contains("show"),
            arguments.contains(where: { $0 == "--help" || $0 == "-h" })
        else { return arguments }
        return ["history", "list"] + arguments.dropFirst()
    }
}
