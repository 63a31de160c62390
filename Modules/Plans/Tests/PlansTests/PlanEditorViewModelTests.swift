import Foundation
import Observation
import Persistence
import Shared
import Synchronization
import Testing

@testable import Plans

@MainActor
@Suite struct PlanEditorViewModelTests {
    private let database = AppDatabase.inMemory()
    private let clock = ManualWallClock()
    private let ids = SequentialIDProvider()

    private func makeEditor(editing plan: Plan? = nil) -> PlanEditorViewModel {
        PlanEditorViewModel(
            repository: DefaultPlanRepository(database: database), clock: clock, ids: ids, editing: plan)
    }

    @Test func validatesLivePerField() {
        let editor = makeEditor()
        #expect(editor.issue(for: .name) != nil)
        editor.name = "Morning"
        #expect(editor.isValid)
        #expect(editor.summary == "8×(20/10) = 3:50")
        editor.workSeconds = 5
        editor.rounds = 0
        #expect(editor.issues.map(\.field) == [.workSeconds, .rounds])
        #expect(editor.issue(for: .workSeconds)?.problem == .outOfRange(allowed: 10...1800, actual: 5))
        #expect(editor.summary == nil)
    }

    @Test func observersAreToldWhenValidationChanges() {
        let editor = makeEditor()
        editor.name = "Obs"
        let changed = Mutex(false)
        withObservationTracking {
            _ = editor.issues
        } onChange: {
            changed.withLock { $0 = true }
        }
        editor.setsCount = 0
        #expect(changed.withLock { $0 })
    }

    @Test func invalidPlansSaveNothing() throws {
        let editor = makeEditor()
        editor.name = ""
        editor.setsCount = 100
        #expect(throws: PlanEditorError.self) { try editor.save() }
        #expect(try DefaultPlanRepository(database: database).fetch(.all).isEmpty)
    }

    @Test func createsWithInjectedDatesAndIds() throws {
        let editor = makeEditor()
        editor.name = "Morning"
        editor.exercises = ["Squat", "Lunge"]
        let plan = try editor.save()
        #expect(plan.id.uuidString == "00000000-0000-0000-0000-000000000001")
        #expect(plan.createdAt == clock.now() && plan.updatedAt == clock.now())
        #expect(try DefaultPlanRepository(database: database).fetch(id: plan.id) == plan)
    }

    @Test func editKeepsIdentityAndCreationDate() throws {
        let created = try {
            let editor = makeEditor()
            editor.name = "Base"
            return try editor.save()
        }()
        clock.advance(by: 3600)
        let editor = makeEditor(editing: created)
        #expect(editor.setsCount == 8 && editor.name == "Base")
        editor.name = "Renamed"
        editor.restSeconds = 15
        let saved = try editor.save()
        #expect(saved.id == created.id && saved.createdAt == created.createdAt)
        #expect(saved.updatedAt == created.updatedAt.addingTimeInterval(3600))
        #expect(saved.content.restSeconds == 15 && saved.name == "Renamed")
    }

    @Test func modeBDerivesWorkAndRestWithinTheTotal() throws {
        let editor = makeEditor()
        editor.name = "Designed"
        editor.mode = .totalTime
        editor.totalSeconds = 230
        editor.setsCount = 8
        editor.apply(.hard)
        #expect(editor.content.workSeconds == 20 && editor.content.restSeconds == 10)
        #expect(editor.summary == "8×(20/10) = 3:50")
        editor.apply(.light)
        #expect(editor.content.totalSeconds <= 230)
        #expect(editor.content.restSeconds >= editor.content.workSeconds * 2 - 1)
    }

    @Test func modeBReportsTotalAndRatioProblems() {
        let editor = makeEditor()
        editor.name = "Designed"
        editor.mode = .totalTime
        editor.setsCount = 10
        editor.totalSeconds = 60
        editor.apply(.medium)
        #expect(editor.issues.map(\.field) == [.totalSeconds])
        #expect(editor.issue(for: .totalSeconds)?.problem == .totalTooShort(minimumSeconds: 190, actual: 60))
        editor.ratioText = "fast"
        #expect(editor.issues.map(\.field) == [.ratio])
    }

    @Test func longPlansWarnButSave() throws {
        let editor = makeEditor()
        editor.name = "Marathon"
        editor.setsCount = 99
        editor.workSeconds = 120
        #expect(editor.isLong && editor.isValid)
        _ = try editor.save()
    }
}
