import Plans
import PlansViews
import Shared
import SharedUI

/// A plan's versions: each viewed in full, any of them trained (an old version runs as it was frozen).
/// 计划的各个版本：可查看详情，也可用任一版本训练（旧版本按冻结时的内容运行）。
@MainActor
final class PlanVersionsScreen: HomeScreen {
    private unowned let router: HomeRouter
    private let versions: PlanVersionsViewModel
    private let view: PlanVersionsView
    private var scroll = TextScroll()
    private var shown = (lines: 0, visible: 1)

    init(router: HomeRouter, versions: PlanVersionsViewModel) {
        self.router = router
        self.versions = versions
        view = PlanVersionsView(
            language: router.context.language, style: router.context.style, dates: router.context.dates)
    }

    func frame(width: Int, height: Int) -> [String] {
        versions.pageRows = PlanVersionsView.listRows(height: height)
        if versions.detail != nil { shown = (view.detailLines(versions).count, ScreenFrame.bodyHeight(height)) }
        return view.render(versions, scroll: scroll, width: width, height: height)
    }

    func handle(_ key: KeyPress) -> Bool {
        let detail = versions.detail != nil
        if detail, let move = ListKeyMap.intent(for: key) {
            scroll.move(move, lines: shown.lines, visible: shown.visible)
            return true
        }
        guard let intent = PlanVersionsKeyMap.intent(for: key, detail: detail) else { return false }
        if case .toggleDetail = intent { scroll = TextScroll() }
        if let version = versions.perform(intent) {
            // An old version trains as it was frozen, recorded under its plan (`start` takes a version id).
            router.adjust(
                router.context.homeTrainAdjust(
                    reference: version.id.uuidString.lowercased(), name: version.name, content: version.content,
                    database: router.database))
        }
        return true
    }

    var help: [(keys: String, action: String)] { view.help() }

    func appear() { versions.load() }
}
