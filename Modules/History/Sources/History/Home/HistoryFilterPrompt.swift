/// Which filter of the History tab is being typed: the plan or the first date.
/// 历史标签页正在输入的筛选条件：计划，或起始日期。
public enum HistoryFilterPrompt: Hashable, Sendable {
    case plan
    case since
}
