import History
import HistoryViews
import SharedTerminal
import SharedUI

/// What `history [list]` or `stats` was asked for, and how it prints; plain lines reach it without the full parser.
/// `history [list]` 或 `stats` 的请求及其输出方式；简单的命令行无需完整解析器即可到达这里。
enum Report: Equatable {
    case history(limit: Int, since: String?, plan: String?, format: HistoryListFormat)
    case stats(weeks: Int, json: Bool)

    private static let historyLine = SimpleCommandLine(
        paths: [["history"], ["history", "list"]], options: ["--limit", "--since", "--plan", "--db"],
        flags: Set(HistoryListFormat.allCases.map { "--" + $0.rawValue }))
    private static let statsLine = SimpleCommandLine(
        paths: [["stats"]], options: ["--weeks", "--db"], flags: ["--json"])

    /// The report a plain line asks for and its `--db`, skipping 4 ms of reflection; nil leaves it to the full parser.
    static func quick(_ arguments: [String]) -> (report: Report, database: String?)? {
        if let match = historyLine.match(arguments), match.flags.count <= 1,
            let limit = try? match.values["--limit"].map(OptionValue.count) ?? HistoryListViewModel.defaultLimit
        {
            let format = match.flags.first.flatMap { HistoryListFormat(rawValue: String($0.dropFirst(2))) } ?? .table
            let (since, plan) = (match.values["--since"], match.values["--plan"])
            return (.history(limit: limit, since: since, plan: plan, format: format), match.values["--db"])
        }
        if let match = statsLine.match(arguments),
            let weeks = try? match.values["--weeks"].map(OptionValue.count) ?? HistoryStatsViewModel.defaultWeeks
        {
            return (.stats(weeks: weeks, json: match.flags.contains("--json")), match.values["--db"])
        }
        return nil
    }

    @MainActor
    func run(_ context: AppContext) async throws {
        switch self {
        case .history(let limit, let since, let plan, let format):
            let history = context.historyList(try context.openDatabaseForReading())
            do { try history.load(limit: limit, since: since, plan: plan) } catch {
                throw CLIFailure(error, language: context.language)
            }
            let view = HistoryListView(language: context.language, style: context.style, dates: context.dates)
            context.console.write(view.text(history.sessions, format: format, filtered: since != nil || plan != nil))
        case .stats(let weeks, let json):
            let stats = context.historyStats(try context.openDatabaseForReading())
            do { try stats.load(weeks: weeks) } catch { throw CLIFailure(error, language: context.language) }
            if json {
                context.console.out(
                    JSONText.encode(HistoryStatsJSON(weeks: stats.weeks, total: stats.total, dates: context.dates)))
            } else {
                let view = HistoryStatsView(language: context.language, style: context.style, dates: context.dates)
                let width = context.streams.stdoutIsTTY ? TerminalController.currentSize()?.columns ?? 80 : 80
                context.console.out(view.render(stats.weeks, total: stats.total, width: width))
            }
        }
    }
}
