import Shared

/// What a key asks of the home's Plans tab: move, switch part, filter, or act on the selected plan.
/// 按键对主界面计划标签页的请求：移动、切换分区、筛选，或对选中的计划执行操作。
public enum PlanLibraryIntent: Hashable, Sendable {
    case move(ListIntent)
    /// The next (+1) or previous (−1) part of the library: recent, favorites, all, archived.
    case section(Int)
    case startFilter
    /// A key typed into the filter or the export file name.
    case type(KeyPress)
    case keepFilter
    case clearFilter
    /// Show the selected plan in full, or close it.
    case toggleDetail
    case start
    case edit
    case create
    case copy
    case toggleFavorite
    case toggleArchive
    case delete
    case export
    case versions
    /// Yes to the pending question, or write the typed export file.
    case confirm
    /// No to the pending question, or forget the export.
    case cancel
}
