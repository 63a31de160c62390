import ArgumentParser
import History
import HistoryViews

/// `interfit history [list]`: the sessions, newest first, as a table, CSV or JSON.
/// `interfit history [list]`：按时间倒序列出训练记录，可输出表格、CSV 或 JSON。
struct HistoryListCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("list", help: "history.list") }

    @OptionGroup var global: GlobalOptions
    @Option(parsing: .unconditional, help: .text("option.limit"), transform: OptionValue.count)
    var limit = HistoryListViewModel.defaultLimit
    @Option(help: .text("option.since", value: "date")) var since: String?
    @Option(help: .text("option.plan", value: "plan"), completion: PlanCompletion.kind(templates: true))
    var plan: String?
    @Flag var format: HistoryListFormat = .table

    func execute(_ context: AppContext) async throws {
        let history = context.historyList(try context.openForReading())
        try history.load(limit: limit, since: since, plan: plan)
        let view = HistoryListView(language: context.language, style: context.style, dates: context.dates)
        context.console.write(view.text(history.sessions, format: format, filtered: since != nil || plan != nil))
    }
}
