import HistoryViews

/// What `history` lists: how many, since when, of which plan, and in which format.
/// `history` 列出的内容：数量、起始日期、哪个计划，以及输出格式。
struct HistoryListOptions {
    let limit: Int
    let since: String?
    let plan: String?
    let format: HistoryListFormat
}
