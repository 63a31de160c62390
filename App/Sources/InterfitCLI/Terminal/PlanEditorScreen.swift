import Plans
import PlansViews
import Shared
import SharedUI

/// The editor: mode A or B on one form; Enter saves a new version, Esc leaves (asking when something changed).
/// 编辑器：模式 A 或 B 在同一表单上；回车保存为新版本，Esc 离开（有修改时先确认）。
@MainActor
final class PlanEditorScreen: HomeScreen {
    private unowned let router: HomeRouter
    private let editor: PlanEditorViewModel
    private let view: PlanEditorView

    init(router: HomeRouter, editor: PlanEditorViewModel) {
        self.router = router
        self.editor = editor
        view = PlanEditorView(language: router.context.language, style: router.context.style)
    }

    func frame(width: Int, height: Int) -> [String] { view.render(editor, width: width, height: height) }

    func handle(_ key: KeyPress) -> Bool {
        let intent = PlanEditorKeyMap.intent(
            for: key, row: editor.focus, inExercises: editor.exerciseFocus != nil, asking: editor.isAskingToLeave)
        guard let intent else { return false }
        switch editor.perform(intent) {
        case .save?:
            guard let library = router.planLibrary else { return true }
            do {
                try library.save(editor)
                router.pop()
            } catch {
                editor.saveFailed(error)
            }
        case .leave?:
            router.pop()
        case nil:
            break
        }
        return true
    }

    var help: [(keys: String, action: String)] { view.help() }

    func appear() {}
}
