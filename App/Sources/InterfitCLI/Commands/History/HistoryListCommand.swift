import ArgumentParser
import History
import HistoryViews
import Terminal

/// `interfit history [list] [--limit N] [--since DATE] [--plan PLAN] [--json|--csv]`: the sessions, newest first.
/// `interfit history [list] [--limit N] [--since DATE] [--plan PLAN] [--json|--csv]`：训练记录，最新的在前。
struct HistoryListCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration {
        .interfit(
            "list", help: "history",
            usage: "interfit history [--limit <n>] [--since <date>] [--plan <plan>] [--json | --csv]\n"
                + "interfit history show <id> [--json]")
    }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var list: HistoryListOptions

    func execute(_ context: AppContext) async throws {
        let history = context.historyList(try context.openForReading())
        try history.load(limit: list.limit, since: list.since, plan: list.plan)
        let view = HistoryListView(language: context.language, style: context.style, dates: context.dates)
        let filtered = list.since != nil || list.plan != nil
        let width = context.streams.stdoutIsTTY ? TerminalController.currentSize()?.columns : nil
        context.console.write(view.text(history.sessions, format: list.format, filtered: filtered, width: width))
    }
}
