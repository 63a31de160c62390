import Shared

/// The Plans tab's keys as intents: list moves, ←/→ parts, `/` filter, a letter per action, y/n for questions.
/// 计划标签页的按键到意图：列表移动，←/→ 切换分区，`/` 筛选，每个操作一个字母，问题用 y/n 回答。
public enum PlanLibraryKeyMap {
    /// The intent of `key` in `state`, nil for a key the home handles (tabs, help, back, quit).
    public static func intent(for key: KeyPress, state: PlanLibraryKeyState) -> PlanLibraryIntent? {
        switch state {
        case .asking:
            return key == .character("y") || key == .character("Y") ? .confirm : .cancel
        case .exporting:
            switch key {
            case .enter: return .confirm
            case .escape: return .cancel
            default: return .type(key)
            }
        case .filtering:
            switch key {
            case .enter: return .keepFilter
            case .escape: return .clearFilter
            default: return ListKeyMap.namedIntent(for: key).map(PlanLibraryIntent.move) ?? .type(key)
            }
        case .browsing, .detail:
            if state == .detail, key == .escape || key == .enter { return .toggleDetail }
            if state == .browsing, let move = ListKeyMap.intent(for: key) { return .move(move) }
            switch key {
            case .left, .character("h"): return state == .browsing ? .section(-1) : nil
            case .right, .character("l"): return state == .browsing ? .section(1) : nil
            case .character("/"): return state == .browsing ? .startFilter : nil
            case .enter: return .toggleDetail
            case .character("s"): return .start
            case .character("e"): return .edit
            case .character("n"): return .create
            case .character("c"): return .copy
            case .character("f"): return .toggleFavorite
            case .character("a"): return .toggleArchive
            case .character("d"), .delete: return .delete
            case .character("x"): return .export
            case .character("v"): return .versions
            default: return nil
            }
        }
    }

    /// The keys the help lists for this screen, with the name of what each does.
    public static let help: [(keys: String, action: String)] = [
        ("↑↓ j k", "move"), ("← → h l", "section"), ("/", "filter"), ("⏎", "detail"), ("s", "start"),
        ("e", "edit"), ("n", "create"), ("c", "copy"), ("f", "favorite"), ("a", "archive"), ("d Del", "delete"),
        ("x", "export"), ("v", "versions"),
    ]
}
