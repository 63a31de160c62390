import ArgumentParser
import History
import HistoryViews

/// What `history` lists: how many, since when, of which plan, and in which format.
/// `history` 列出的内容：数量、起始日期、哪个计划，以及输出格式。
struct HistoryListOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: .text("option.limit"), transform: OptionValue.count)
    var limit = HistoryListViewModel.defaultLimit
    @Option(help: .text("option.since", value: "date")) var since: String?
    @Option(help: .text("option.plan", value: "plan"), completion: PlanCompletion.kind(templates: true))
    var plan: String?
    @Flag var format: HistoryListFormat = .table
}
