import Observation
import Shared

/// The home's Train tab: templates, favorites and recent plans in one list, filtered as you type; Enter adjusts.
/// 主界面的训练标签页：模板、收藏与最近的计划合为一个列表，边输入边筛选；回车进入调整。
@MainActor
@Observable
public final class TrainPickerViewModel {
    /// How many favorites and other recent plans the list shows.
    public nonisolated static let favoriteLimit = 30
    public nonisolated static let recentLimit = 30

    /// The workouts listed, with the selection.
    public private(set) var list = ListWindow<TrainChoice>()
    /// The filter as typed.
    public private(set) var filter = TextEntry(maximumLength: 80)
    /// True while keys go into the filter.
    public private(set) var isFiltering = false

    @ObservationIgnored private let setup: TrainSetupViewModel
    @ObservationIgnored private var choices: [TrainChoice] = []

    public init(setup: TrainSetupViewModel) {
        self.setup = setup
    }

    /// Reads the list again (after a workout, a new plan or a changed filter), keeping the selection where it can.
    public func load() {
        let selected = list.selected
        choices = setup.choices(recent: Self.recentLimit, favorites: Self.favoriteLimit, matching: filter.text)
        let all = choices
        try? list.reset(count: all.count, selecting: selected) { request in request.slice(of: all) }
    }

    /// The selected workout, if the list has any.
    public var selected: TrainChoice? { list.selectedItem }

    /// Rows a page key moves by (the view's list height).
    public var pageRows: Int {
        get { list.pageRows }
        set { list.pageRows = newValue }
    }

    /// Carries out `intent`; returns the workout to adjust when one was opened.
    @discardableResult
    public func perform(_ intent: TrainPickerIntent) -> TrainChoice? {
        let all = choices
        switch intent {
        case .move(let move):
            try? list.move(move) { request in request.slice(of: all) }
        case .open:
            return selected
        case .startFilter:
            isFiltering = true
        case .type(let key):
            if filter.edit(key) {
                try? list.reset(count: 0) { _ in [] }
                load()
            }
        case .keepFilter:
            isFiltering = false
        case .clearFilter:
            isFiltering = false
            filter.set("")
            load()
        }
        return nil
    }
}
