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
    // The listing's options are declared here rather than in an option group: each group type ArgumentParser reflects
    // on costs a start-up search of the program's protocol conformances, and `history` is the command timed.
    @Option(parsing: .unconditional, help: .text("option.limit"), transform: OptionValue.count)
    var limit = HistoryListViewModel.defaultLimit
    @Option(help: .text("option.since", value: "date")) var since: String?
    @Option(help: .text("option.plan", value: "plan"), completion: PlanCompletion.kind(templates: true))
    var plan: String?
    // Optional, so no default is described (`String(describing: .table)`, four more conformance searches).
    @Flag var format: HistoryListFormat?

    func execute(_ context: AppContext) async throws {
        let history = context.historyList(try context.openForReading())
        try history.load(limit: limit, since: since, plan: plan)
        let view = HistoryListView(language: context.language, style: context.style, dates: context.dates)
        let filtered = since != nil || plan != nil
        let width = context.streams.stdoutIsTTY ? TerminalController.currentSize()?.columns : nil
        context.console.write(view.text(history.sessions, format: format ?? .table, filtered: filtered, width: width))
    }
}
