import Shared
import SharedUI
import Train
import TrainViews

/// After a workout from the home: its summary, then again (a), save the adjustments (s) or back (Enter, Esc).
/// 在主界面完成训练后：显示总结，然后再练一次（a）、保存调整（s）或返回（回车、Esc）。
@MainActor
final class TrainSummaryScreen: HomeScreen {
    private unowned let router: HomeRouter
    private let summary: TrainSummaryViewModel
    private let setup: TrainSetup
    private let view: TrainSummaryView
    /// Why saving the adjustments failed, if it did.
    private var saveError: (any Error)?

    init(router: HomeRouter, summary: TrainSummaryViewModel, setup: TrainSetup) {
        self.router = router
        self.summary = summary
        self.setup = setup
        view = TrainSummaryView(language: router.context.language, style: router.context.style)
    }

    func frame(width: Int, height: Int) -> [String] {
        view.frame(summary, saveError: saveError, width: width, height: height)
    }

    func handle(_ key: KeyPress) -> Bool {
        switch key {
        case .enter, .escape:
            router.pop()
        case .character(let character):
            switch summary.choose(key: character) {
            case .again:
                router.start(
                    TrainSetup(snapshot: summary.againSnapshot, plan: setup.plan, cueSettings: setup.cueSettings))
            case .saveAdjustments where summary.savedPlan == nil:
                do { try summary.saveAdjustmentsAsPlan() } catch { saveError = error }
            default:
                return false  // tabs, help, quit
            }
        default:
            return false
        }
        return true
    }

    var help: [(keys: String, action: String)] { view.homeHelp() }

    func appear() {}
}
