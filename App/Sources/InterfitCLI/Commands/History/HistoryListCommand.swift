import ArgumentParser

/// `interfit history list …`: the same listing as `interfit history …`, for those who type the verb.
/// `interfit history list …`：与 `interfit history …` 相同的列表，供习惯写出动词的人使用。
struct HistoryListCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration {
        var configuration = CommandConfiguration.interfit("list", help: "history.list")
        configuration.shouldDisplay = false
        return configuration
    }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var list: HistoryListOptions

    func execute(_ context: AppContext) async throws {
        try HistoryCommand.list(list, context)
    }
}
