/// A move of the selection in a list: one row, one page, or to either end.
/// 列表中选中项的移动：一行、一页，或到两端。
public enum ListIntent: Hashable, Sendable {
    case up
    case down
    case pageUp
    case pageDown
    case first
    case last
}
