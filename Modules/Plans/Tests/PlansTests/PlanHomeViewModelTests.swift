import Foundation
import Persistence
import Shared
import SharedTesting
import Testing

@testable import Plans

/// The Plans tab driven through its key maps on a real in-memory database: the editor in mode B, the library.
@MainActor
@Suite struct PlanHomeViewModelTests {
    private let database = AppDatabase.inMemory()
    private let clock = ManualWallClock()
    private let ids = SequentialIDProvider()

    private var repository: DefaultPlanRepository { DefaultPlanRepository(database: database) }

    private func makeLibrary() -> PlanLibraryViewModel {
        PlanLibraryViewModel(
            repository: repository, versions: DefaultPlanVersionRepository(database: database), clock: clock, ids: ids)
    }

    private func makeEditor() -> PlanEditorViewModel {
        let editor = PlanEditorViewModel(repository: repository, clock: clock, ids: ids)
        editor.beginEditing()
        return editor
    }

    /// Presses `keys` on the editor; the last outcome, if any.
    private func press(_ keys: [KeyPress], on editor: PlanEditorViewModel) -> PlanEditorOutcome? {
        var outcome: PlanEditorOutcome?
        for key in keys {
            guard
                let intent = PlanEditorKeyMap.intent(
                    for: key, row: editor.focus, inExercises: editor.exerciseFocus != nil,
                    asking: editor.isAskingToLeave)
            else { continue }
            outcome = editor.perform(intent)
        }
        return outcome
    }

    /// Presses `keys` on the library; the last outcome, if any.
    private func press(_ keys: [KeyPress], on library: PlanLibraryViewModel) -> PlanLibraryOutcome? {
        var outcome: PlanLibraryOutcome?
        for key in keys {
            guard let intent = PlanLibraryKeyMap.intent(for: key, state: library.keyState) else { continue }
            outcome = library.perform(intent)
        }
        return outcome
    }

    private func typed(_ text: String) -> [KeyPress] { text.map(KeyPress.character) }

    @Test func aPlanDesignedInModeBFromTheKeysIsSavedAsVersionOne() throws {
        let editor = makeEditor()
        #expect(!editor.canSave, "a plan needs a name")
        _ = press(typed("Quick") + [.down, .right], on: editor)
        #expect(editor.mode == .totalTime)
        #expect(editor.rows.contains(.total) && editor.rows.contains(.ratio))
        _ = press([.down], on: editor)
        #expect(editor.focus == .total)
        _ = press(typed("10m") + [.down] + typed("12"), on: editor)
        #expect(editor.canSave)
        #expect(press([.enter], on: editor) == .save)
        let library = makeLibrary()
        let (plan, _) = try library.save(editor)
        #expect(plan.name == "Quick")
        #expect(plan.content.setsCount == 12)
        #expect(plan.content.totalSeconds == 595, "designed in whole seconds: the closest to 10:00")
        #expect(try repository.fetch(id: plan.id)?.content == plan.content)
        editor.saved()
        #expect(!editor.hasUnsavedChanges)
        #expect(press([.escape], on: editor) == .leave)
    }

    @Test func switchingModesKeepsWhatCanBeKeptAndLeavingWithChangesAsks() {
        let editor = makeEditor()
        _ = press(typed("Legs") + [.down, .right], on: editor)
        #expect(editor.mode == .totalTime && editor.ratioText == "2:1")
        _ = press([.left], on: editor)
        #expect(editor.mode == .setsAndDurations && editor.workSeconds == 20 && editor.restSeconds == 10)
        #expect(press([.escape], on: editor) == nil && editor.isAskingToLeave)
        #expect(press([.character("n")], on: editor) == nil && !editor.isAskingToLeave)
        #expect(press([.escape, .character("y")], on: editor) == .leave)
    }

    @Test func aDurationThatDoesNotReadIsNamedAndKeepsTheFormFromSaving() {
        let editor = makeEditor()
        _ = press(typed("Arms") + [.down, .down, .down, .control("u")] + typed("1::"), on: editor)
        #expect(editor.focus == .work)
        #expect(editor.typedProblem(for: .work) != nil)
        #expect(!editor.canSave)
        _ = press([.backspace, .backspace], on: editor)
        #expect(editor.typedProblem(for: .work) == nil && !editor.canSave, "0:01 reads, but is below the minimum")
        _ = press(typed("5"), on: editor)
        #expect(editor.workSeconds == 15 && editor.canSave)
    }

    @Test func theLibraryPagesFiltersAndAsksBeforeDeleting() throws {
        for index in 0..<250 {
            let editor = makeEditor()
            editor.name = String(format: "Plan %03d", index)
            clock.advance(by: 1)
            _ = try editor.save()
        }
        let library = makeLibrary()
        library.loadWindow(.all)
        #expect(library.window.count == 250)
        #expect(library.window.items.count == 200, "a page around the selection, not the whole table")
        #expect(library.selectedPlan?.name == "Plan 000")
        _ = press([.end], on: library)
        #expect(library.selectedPlan?.name == "Plan 249")
        _ = press([.character("/")] + typed("24") + [.enter], on: library)
        #expect(library.window.count == 13, "024, 124, 224 and 240–249")
        #expect(library.selectedPlan?.name == "Plan 024")
        _ = press([.character("d")], on: library)
        #expect(library.keyState == .asking)
        _ = press([.character("n")], on: library)
        #expect(library.window.count == 13)
        _ = press([.character("d"), .character("y")], on: library)
        #expect(library.window.count == 12)
        #expect(try repository.fetch(.all).count == 249)
        guard case .start(let plan)? = press([.character("s")], on: library) else {
            Issue.record("s did not start")
            return
        }
        #expect(plan.name == "Plan 124")
    }
}
