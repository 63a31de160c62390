import History
import HistoryViews
import Shared
import SharedUI

/// The weekly chart of active minutes (completed and ended early), as many weeks as fit.
/// 每周有效分钟图表（完成与提前结束），显示能放下的周数。
@MainActor
final class HistoryStatsScreen: HomeScreen {
    private unowned let router: HomeRouter
    private let stats: HistoryStatsViewModel
    private let view: HistoryStatsView

    init(router: HomeRouter, stats: HistoryStatsViewModel) {
        self.router = router
        self.stats = stats
        view = HistoryStatsView(
            language: router.context.language, style: router.context.style, dates: router.context.dates)
    }

    func frame(width: Int, height: Int) -> [String] { view.frame(stats.weeks, width: width, height: height) }

    func handle(_ key: KeyPress) -> Bool { false }

    var help: [(keys: String, action: String)] { [] }

    func appear() {}
}
