import ArgumentParser
import History
import HistoryViews

/// `interfit history [list]`: the sessions kept, newest first, as a table, JSON or CSV.
/// `interfit history [list]`：保存的训练记录，最新的在前，以表格、JSON 或 CSV 输出。
struct HistoryListCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("list", help: "history.list") }

    @OptionGroup var global: GlobalOptions
    @Option(parsing: .unconditional, help: ArgumentHelp(HelpText.of("option.limit")), transform: OptionValue.count)
    var limit = 20
    @Option(help: ArgumentHelp(HelpText.of("option.since"), valueName: "date")) var since: String?
    @Option(
        help: ArgumentHelp(HelpText.of("option.plan"), valueName: "plan"),
        completion: PlanCompletion.kind(templates: true))
    var plan: String?
    @Flag var format: HistoryFormatFlag = .table

    func execute(_ context: AppContext) async throws {
        let history = context.historyList(try context.openDatabaseForReading())
        do { try history.load(limit: limit, since: since, plan: plan) } catch {
            throw CLIFailure(error, language: context.language)
        }
        switch format {
        case .json: context.console.out(SessionSummaryJSON.list(history.sessions))
        case .csv: context.console.write(HistoryListView.csv(history.sessions))
        case .table:
            let view = HistoryListView(language: context.language, style: context.style, dates: context.dates)
            context.console.out(view.render(history.sessions, filtered: since != nil || plan != nil))
        }
    }
}
