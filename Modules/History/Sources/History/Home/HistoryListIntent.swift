import Shared

/// What a key asks of the History tab: move, open a session, the weekly chart, or filter by plan or date.
/// 按键对历史标签页的请求：移动、打开一次训练、每周图表，或按计划或日期筛选。
public enum HistoryListIntent: Hashable, Sendable {
    case move(ListIntent)
    case open
    case stats
    case filter(HistoryFilterPrompt)
    case clearFilters
    /// A key typed into the filter being edited.
    case type(KeyPress)
    /// Enter: apply the filter being typed.
    case apply
    /// Esc: forget it.
    case cancel
}
