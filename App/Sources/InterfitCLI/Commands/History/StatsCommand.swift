import ArgumentParser
import History
import HistoryViews
import SharedTerminal
import SharedUI

/// `interfit stats`: weekly sessions and active minutes as a bar chart, without judgement.
/// `interfit stats`：以条形图显示每周训练次数与有效分钟，不做评判。
struct StatsCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("stats", help: "stats") }

    @OptionGroup var global: GlobalOptions
    @Option(parsing: .unconditional, help: ArgumentHelp(HelpText.of("option.weeks")), transform: OptionValue.count)
    var weeks = 12
    @Flag(help: ArgumentHelp(HelpText.of("option.json.stats"))) var json = false

    func execute(_ context: AppContext) async throws {
        let stats = context.historyStats(try context.openDatabaseForReading())
        do { try stats.load(weeks: weeks) } catch { throw CLIFailure(error, language: context.language) }
        if json {
            context.console.out(
                JSONText.encode(HistoryStatsJSON(weeks: stats.weeks, total: stats.total, timeZone: context.timeZone)))
        } else {
            let view = HistoryStatsView(language: context.language, style: context.style, timeZone: context.timeZone)
            let width = context.streams.stdoutIsTTY ? TerminalController.currentSize()?.columns ?? 80 : 80
            context.console.out(view.render(stats.weeks, total: stats.total, width: width))
        }
    }
}
