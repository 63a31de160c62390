import History
import HistoryViews
import Shared
import SharedUI

/// One session in full: times, sets, notes, adjustments and its timeline of events, scrolled with ↑↓.
/// 一次训练的详情：时长、组数、备注、调整与事件时间线，用 ↑↓ 滚动。
@MainActor
final class HistoryDetailScreen: HomeScreen {
    private unowned let router: HomeRouter
    private let detail: HistoryDetailViewModel
    private let view: HistoryDetailView
    private var scroll = TextScroll()
    private var shown = (lines: 0, visible: 1)

    init(router: HomeRouter, detail: HistoryDetailViewModel) {
        self.router = router
        self.detail = detail
        view = HistoryDetailView(
            language: router.context.language, style: router.context.style, dates: router.context.dates)
    }

    func frame(width: Int, height: Int) -> [String] {
        guard let session = detail.session else { return router.unavailable(tab: HistoryListView.tab, width, height) }
        shown = (view.lines(session, timeline: detail.timeline, width: width).count, ScreenFrame.bodyHeight(height))
        return view.frame(session, timeline: detail.timeline, scroll: scroll, width: width, height: height)
    }

    func handle(_ key: KeyPress) -> Bool {
        guard let move = ListKeyMap.intent(for: key) else { return false }
        scroll.move(move, lines: shown.lines, visible: shown.visible)
        return true
    }

    var help: [(keys: String, action: String)] { [("↑↓ j k", view.scrollHelp)] }

    func appear() {}
}
