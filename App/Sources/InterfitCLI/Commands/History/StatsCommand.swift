import ArgumentParser
import History

/// `interfit stats`: weekly sessions and active minutes as a bar chart, without judgement.
/// `interfit stats`：以条形图显示每周训练次数与有效分钟，不做评判。
struct StatsCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("stats", help: "stats") }

    @OptionGroup var global: GlobalOptions
    @Option(parsing: .unconditional, help: .text("option.weeks"), transform: OptionValue.count)
    var weeks = HistoryStatsViewModel.defaultWeeks
    @Flag(help: .text("option.json.stats")) var json = false

    /// What the options ask for.
    var report: Report { .stats(weeks: weeks, json: json) }

    func execute(_ context: AppContext) async throws { try await report.run(context) }
}
