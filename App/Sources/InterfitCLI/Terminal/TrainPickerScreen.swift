import Shared
import SharedUI
import Train
import TrainViews

/// The Train tab's first screen: templates, favorites and recent plans; Enter adjusts the selected one.
/// 训练标签页的首个界面：模板、收藏与最近的计划；回车调整选中的一项。
@MainActor
final class TrainPickerScreen: HomeScreen {
    private unowned let router: HomeRouter
    private let picker: TrainPickerViewModel
    private let view: TrainPickerView

    init(router: HomeRouter) {
        self.router = router
        picker = TrainPickerViewModel(setup: router.context.trainSetup(router.database))
        view = TrainPickerView(language: router.context.language, style: router.context.style)
        picker.load()
    }

    func frame(width: Int, height: Int) -> [String] {
        picker.pageRows = TrainPickerView.listRows(height: height)
        return view.render(picker, width: width, height: height)
    }

    func handle(_ key: KeyPress) -> Bool {
        guard let intent = TrainPickerKeyMap.intent(for: key, filtering: picker.isFiltering) else { return false }
        guard let choice = picker.perform(intent) else { return true }
        router.adjust(router.context.homeTrainAdjust(choice, database: router.database))
        return true
    }

    var help: [(keys: String, action: String)] { view.help() }

    func appear() { picker.load() }
}
