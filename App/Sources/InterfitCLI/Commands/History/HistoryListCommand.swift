import ArgumentParser
import History
import HistoryViews

/// `interfit history [list]`: the sessions kept, newest first, as a table, JSON or CSV.
/// `interfit history [list]`：保存的训练记录，最新的在前，以表格、JSON 或 CSV 输出。
struct HistoryListCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("list", help: "history.list") }

    @OptionGroup var global: GlobalOptions
    @Option(parsing: .unconditional, help: .text("option.limit"), transform: OptionValue.count)
    var limit = HistoryListViewModel.defaultLimit
    @Option(help: .text("option.since", value: "date")) var since: String?
    @Option(help: .text("option.plan", value: "plan"), completion: PlanCompletion.kind(templates: true))
    var plan: String?
    @Flag var format: HistoryListFormat = .table

    /// What the options ask for.
    var report: Report { .history(limit: limit, since: since, plan: plan, format: format) }

    func execute(_ context: AppContext) async throws { try await report.run(context) }
}
