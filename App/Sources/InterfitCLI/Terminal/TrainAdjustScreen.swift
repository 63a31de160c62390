import Shared
import SharedUI
import Train
import TrainViews

/// The adjust screen: a workout changed for this session; Enter starts it, s saves the changes as a new plan.
/// 调整界面：为本次训练修改训练；回车开始，s 把修改另存为新计划。
@MainActor
final class TrainAdjustScreen: HomeScreen {
    private unowned let router: HomeRouter
    private let adjust: TrainAdjustViewModel
    private let view: TrainAdjustView

    init(router: HomeRouter, adjust: TrainAdjustViewModel) {
        self.router = router
        self.adjust = adjust
        view = TrainAdjustView(language: router.context.language, style: router.context.style)
    }

    func frame(width: Int, height: Int) -> [String] { view.render(adjust, width: width, height: height) }

    func handle(_ key: KeyPress) -> Bool {
        let typing = adjust.entry != nil
        guard let intent = TrainAdjustKeyMap.intent(for: key, field: adjust.focus, typing: typing) else {
            return false
        }
        if case .start(let setup)? = adjust.perform(intent) { router.start(setup) }
        return true
    }

    var help: [(keys: String, action: String)] { view.help() }

    func appear() {}
}
