/// What the Plans tab's keys mean right now: browsing, a plan in full, typing a filter or a file, or a question.
/// 计划标签页按键当前的含义：浏览、查看计划详情、输入筛选或文件名，或回答问题。
public enum PlanLibraryKeyState: Hashable, Sendable {
    case browsing
    case detail
    case filtering
    case exporting
    case asking
}
