import History
import HistoryViews
import Shared
import SharedUI

/// The History tab's first screen: every session a page at a time, filtered by plan and date; Enter opens one.
/// 历史标签页的首个界面：按页显示所有训练，可按计划与日期筛选；回车打开一次训练。
@MainActor
final class HistoryListScreen: HomeScreen {
    private unowned let router: HomeRouter
    private let list: HistoryListViewModel?
    private let view: HistoryListView

    init(router: HomeRouter) {
        self.router = router
        list = router.database.map(router.context.homeHistoryList)
        view = HistoryListView(
            language: router.context.language, style: router.context.style, dates: router.context.dates)
        list?.loadWindow()
    }

    func frame(width: Int, height: Int) -> [String] {
        guard let list else { return router.unavailable(tab: HistoryListView.tab, width, height) }
        list.pageRows = HistoryListView.listRows(height: height)
        return view.frame(list, width: width, height: height)
    }

    func handle(_ key: KeyPress) -> Bool {
        guard let list, let database = router.database,
            let intent = HistoryListKeyMap.intent(for: key, typing: list.isTyping)
        else { return false }
        switch list.perform(intent) {
        case .detail(let summary)?:
            let detail = router.context.homeHistoryDetail(database)
            try? detail.load(id: summary.id.uuidString.lowercased())
            router.push(HistoryDetailScreen(router: router, detail: detail))
        case .stats?:
            let stats = router.context.homeHistoryStats(database)
            try? stats.load(weeks: HistoryStatsViewModel.defaultWeeks)
            router.push(HistoryStatsScreen(router: router, stats: stats))
        case nil:
            break
        }
        return true
    }

    var help: [(keys: String, action: String)] { view.help() }

    func appear() { list?.refreshWindow() }
}
