import ArgumentParser
import History
import HistoryViews
import SharedUI
import Terminal

/// `interfit stats`: sessions and active minutes per week, as a bar chart or JSON.
/// `interfit stats`：每周的训练次数与活动分钟数，以条形图或 JSON 显示。
struct StatsCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("stats", help: "stats") }

    @OptionGroup var global: GlobalOptions
    @Option(parsing: .unconditional, help: .text("option.weeks"), transform: OptionValue.count)
    var weeks = HistoryStatsViewModel.defaultWeeks
    @Flag(help: .text("option.json.stats")) var json = false

    func execute(_ context: AppContext) async throws {
        let stats = context.historyStats(try context.openForReading())
        try stats.load(weeks: weeks)
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
