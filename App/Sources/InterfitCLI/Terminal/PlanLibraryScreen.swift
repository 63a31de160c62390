import Plans
import PlansViews
import Shared
import SharedUI

/// The Plans tab's first screen: the library a page at a time and its actions (start, edit, copy, export, …).
/// 计划标签页的首个界面：按页显示计划库及其操作（开始、编辑、复制、导出等）。
@MainActor
final class PlanLibraryScreen: HomeScreen {
    private unowned let router: HomeRouter
    private let view: PlanLibraryView
    /// How far the plan shown in full is scrolled, and how many lines it had when last drawn.
    private var scroll = TextScroll()
    private var shown = (lines: 0, visible: 1)

    init(router: HomeRouter) {
        self.router = router
        view = PlanLibraryView(
            language: router.context.language, style: router.context.style, dates: router.context.dates)
        router.planLibrary?.loadWindow(.recent)
    }

    func frame(width: Int, height: Int) -> [String] {
        guard let library = router.planLibrary else {
            return router.unavailable(tab: PlanLibraryView.tab, width, height)
        }
        library.pageRows = PlanLibraryView.listRows(height: height)
        if library.detail != nil { shown = (view.detailLines(library).count, ScreenFrame.bodyHeight(height)) }
        return view.render(library, scroll: scroll, width: width, height: height)
    }

    func handle(_ key: KeyPress) -> Bool {
        guard let library = router.planLibrary,
            let intent = PlanLibraryKeyMap.intent(for: key, state: library.keyState)
        else { return false }
        if library.keyState == .detail, case .move(let move) = intent {
            scroll.move(move, lines: shown.lines, visible: shown.visible)
            return true
        }
        if case .toggleDetail = intent { scroll = TextScroll() }
        switch library.perform(intent) {
        case .start(let plan)?:
            router.adjust(
                router.context.homeTrainAdjust(
                    reference: plan.id.uuidString.lowercased(), name: plan.name, content: plan.content,
                    database: router.database))
        case .edit(let plan)?:
            if let database = router.database {
                router.push(
                    PlanEditorScreen(router: router, editor: router.context.homePlanEditor(database, editing: plan)))
            }
        case .create?:
            if let database = router.database {
                router.push(
                    PlanEditorScreen(router: router, editor: router.context.homePlanEditor(database, editing: nil)))
            }
        case .versions(let plan)?:
            router.push(
                PlanVersionsScreen(router: router, versions: PlanVersionsViewModel(plan: plan, library: library)))
        case .export(let document, let plan, let path)?:
            let failure = router.context.writePlanFile(document, to: path)
            library.exportFinished(name: plan.name, path: path, failure: failure)
        case nil:
            break
        }
        return true
    }

    var help: [(keys: String, action: String)] { view.help() }

    func appear() { router.planLibrary?.refreshWindow() }
}
