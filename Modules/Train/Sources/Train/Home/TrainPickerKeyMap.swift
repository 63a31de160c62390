import Shared

/// The Train list's keys as intents: list moves, Enter (or →) opens, `/` filters; while filtering, keys type.
/// 训练列表的按键到意图：列表移动，回车（或 →）打开，`/` 筛选；筛选时按键即输入。
public enum TrainPickerKeyMap {
    /// The intent of `key`, nil for a key the home handles (tabs, help, quit).
    public static func intent(for key: KeyPress, filtering: Bool) -> TrainPickerIntent? {
        if filtering {
            switch key {
            case .enter: return .keepFilter
            case .escape: return .clearFilter
            default: return ListKeyMap.namedIntent(for: key).map(TrainPickerIntent.move) ?? .type(key)
            }
        }
        if let move = ListKeyMap.intent(for: key) { return .move(move) }
        switch key {
        case .enter, .right, .character("l"): return .open
        case .character("/"): return .startFilter
        default: return nil
        }
    }

    /// The keys the help lists for this screen, with the name of what each does.
    public static let help: [(keys: String, action: String)] = [
        ("↑↓ j k", "move"), ("⏎ →", "open"), ("/", "filter"),
    ]
}
