import Shared

/// The History tab's keys as intents: list moves, Enter opens, w the weekly chart, p or / plan, d date, x clears.
/// 历史标签页的按键到意图：列表移动，回车打开，w 每周图表，p 或 / 按计划，d 按日期，x 清除筛选。
public enum HistoryListKeyMap {
    /// The intent of `key`; `typing` while a filter is typed. Nil for the home's own keys.
    public static func intent(for key: KeyPress, typing: Bool) -> HistoryListIntent? {
        if typing {
            switch key {
            case .enter: return .apply
            case .escape: return .cancel
            default: return .type(key)
            }
        }
        if let move = ListKeyMap.intent(for: key) { return .move(move) }
        switch key {
        case .enter, .right, .character("l"): return .open
        case .character("w"): return .stats
        case .character("p"), .character("/"): return .filter(.plan)
        case .character("d"): return .filter(.since)
        case .character("x"): return .clearFilters
        default: return nil
        }
    }

    /// The keys the help lists for this screen, with the name of what each does.
    public static let help: [(keys: String, action: String)] = [
        ("↑↓ j k", "move"), ("⏎", "openSession"), ("w", "stats"), ("p /", "filterPlan"), ("d", "filterSince"),
        ("x", "clearFilters"),
    ]
}
