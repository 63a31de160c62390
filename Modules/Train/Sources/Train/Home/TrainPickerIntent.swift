import Shared

/// What a key asks of the home's Train list: move, open the selected workout, or filter the list by name.
/// 按键对主界面训练列表的请求：移动、打开选中的训练，或按名称筛选列表。
public enum TrainPickerIntent: Hashable, Sendable {
    case move(ListIntent)
    /// Adjust and start the selected template or plan.
    case open
    case startFilter
    /// A key typed into the filter.
    case type(KeyPress)
    /// Enter while filtering: keep the filter and go back to the list.
    case keepFilter
    /// Esc while filtering: clear the filter.
    case clearFilter
}
