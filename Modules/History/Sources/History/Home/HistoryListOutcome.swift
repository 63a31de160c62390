import Shared

/// What a History-tab intent leads to beyond the list: one session in full, or the weekly chart.
/// 历史标签页的意图带来的、超出列表的结果：一次训练的详情，或每周图表。
public enum HistoryListOutcome: Hashable, Sendable {
    case detail(SessionSummary)
    case stats
}
