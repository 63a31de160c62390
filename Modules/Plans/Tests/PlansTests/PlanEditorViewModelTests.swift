import Foundation
import Observation
import Persistence
import Shared
import SharedTesting
import Synchronization
import Testing

@testable import Plans

/// The editor on a real in-memory database: live validation, modes A and B, unique trimmed names.
/// 编辑器（真实内存数据库）：实时校验、模式 A 与 B、去空白且唯一的名称。
@MainActor
@Suite struct PlanEditorViewModelTests {
    private let database = AppDatabase.inMemory()
    private let clock = ManualWallClock()
    private let ids = SequentialIDProvider()

    private func makeEditor(editing plan: Plan? = nil) -> PlanEditorViewModel {
        PlanEditorViewModel(
            repository: DefaultPlanRepository(database: database), clock: clock, ids: ids, editing: plan)
    }

    @discardableResult
    private func save(_ name: String) throws -> Plan {
        let editor = makeEditor()
        editor.name = name
        return try editor.save()
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
        clock.advance(by: 60)
        let unchanged = try makeEditor(editing: saved).save()
        #expect(unchanged == saved, "an edit that changes nothing writes nothing")
        #expect(try DefaultPlanRepository(database: database).fetch(id: saved.id)?.updatedAt == saved.updatedAt)
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
        #expect(editor.issues == [PlanValidationIssue(field: .ratio, problem: .invalidRatio(.notTwoNumbers))])
    }

    @Test func modeBBlamesTheTotalTheUserGaveWhenItIsTooLong() {
        let editor = makeEditor()
        editor.name = "Marathon"
        editor.mode = .totalTime
        editor.setsCount = 8
        editor.totalSeconds = 100 * 3600
        editor.apply(.hard)
        // Work at most 30:00 and rest 15:00 at 2:1: 8 × 30:00 + 7 × 15:00 = 5:45:00.
        #expect(
            editor.issues == [
                PlanValidationIssue(
                    field: .totalSeconds, problem: .totalTooLong(maximumSeconds: 20_700, actual: 360_000))
            ])
        #expect(editor.designOutcome == .tooLong(maximumSeconds: 20_700))
        #expect(throws: PlanEditorError.self) { try editor.save() }
    }

    @Test func modeBSaysWhyARatioIsRefused() {
        let editor = makeEditor()
        editor.name = "Ratio"
        editor.mode = .totalTime
        let cases: [(String, PlanValidationIssue.RatioProblem?)] = [
            ("0:1", .zeroWork), ("2:x", .notTwoNumbers), ("101:1", .partOutOfRange), ("", .notTwoNumbers),
            ("3:0", nil),
        ]
        for (text, problem) in cases {
            editor.ratioText = text
            #expect(editor.ratioProblem == problem, "\(text)")
            #expect(editor.issue(for: .ratio)?.problem == problem.map { .invalidRatio($0) }, "\(text)")
        }
    }

    @Test func modeBReportsABadShapeOnItsOwnFieldOnly() {
        let editor = makeEditor()
        editor.name = "Shape"
        editor.mode = .totalTime
        editor.setsCount = 0
        editor.warmupSeconds = 4000
        #expect(editor.issues.map(\.field) == [.setsCount, .warmupSeconds])
        #expect(editor.designOutcome == .invalidShape)
    }

    @Test func namesAreSavedTrimmedAndMustNotBeBlank() throws {
        let editor = makeEditor()
        editor.name = "   "
        #expect(editor.issues == [PlanValidationIssue(field: .name, problem: .blank)])
        editor.name = "  Morning run \t"
        let plan = try editor.save()
        #expect(plan.name == "Morning run")
        #expect(try DefaultPlanRepository(database: database).fetch(id: plan.id)?.name == "Morning run")
    }

    @Test func aTakenNameIsRefusedNamingTheClash() throws {
        let legs = try save("Legs")
        let editor = makeEditor()
        editor.name = "  lEGS "
        #expect(editor.issues == [PlanValidationIssue(field: .name, problem: .nameTaken(existing: "Legs"))])
        do {
            try editor.save()
            Issue.record("saved a taken name")
        } catch {
            guard case .invalid(let issues, _) = error else { throw error }
            #expect(issues.map(\.problem) == [.nameTaken(existing: "Legs")])
        }
        #expect(try DefaultPlanRepository(database: database).fetch(.all).map(\.id) == [legs.id])
    }

    @Test func anEditMayKeepItsOwnNameButNotTakeAnother() throws {
        let legs = try save("Legs")
        let arms = try save("Arms")
        let renaming = makeEditor(editing: arms)
        renaming.name = "legs"
        #expect(renaming.issue(for: .name)?.problem == .nameTaken(existing: "Legs"))
        let recasing = makeEditor(editing: legs)
        recasing.name = " LEGS "
        recasing.restSeconds = 15
        #expect(recasing.isValid)
        #expect(try recasing.save().name == "LEGS")
    }

    @Test func plansStoredWithClashingNamesBeforeTheRuleStayEditable() throws {
        let repository = DefaultPlanRepository(database: database)
        let content = PlanContent(setsCount: 8, workSeconds: 20, restSeconds: 10)
        let older = Plan(
            id: ids.makeID(), name: "Core", content: content, createdAt: clock.now(), updatedAt: clock.now())
        let newer = Plan(
            id: ids.makeID(), name: "core", content: content, createdAt: clock.now(), updatedAt: clock.now())
        try repository.save(older)
        try repository.save(newer)
        let editor = makeEditor(editing: newer)
        editor.setsCount = 9
        #expect(editor.isValid)
    }

    @Test func emojiSequencesAreNamesButControlsAndEscapesAreNot() throws {
        let editor = makeEditor()
        for name in ["👩🏽‍💻 Core", "🇫🇷 Tour", "🏴󠁧󠁢󠁳󠁣󠁴󠁿 Hills", "Beine 💪🏿"] {
            editor.name = name
            #expect(editor.isValid, "\(name)")
        }
        for name in ["Legs\u{1B}[2J", "Two\nlines", "Bell\u{07}", "Tab\there", "C1\u{9B}31m"] {
            editor.name = name
            #expect(editor.issues == [PlanValidationIssue(field: .name, problem: .notPrintable)], "\(name)")
        }
        editor.name = "👩🏽‍💻 Core"
        #expect(try editor.save().name == "👩🏽‍💻 Core")
    }

    @Test func manyExercisesAreOneIssueAndRepeatsAreFine() {
        let editor = makeEditor()
        editor.name = "Circuit"
        editor.exercises = ["Squat", "Squat", "Lunge", "Squat"]
        #expect(editor.isValid)
        editor.exercises = Array(repeating: "Squat", count: 200_000)
        #expect(
            editor.issues == [
                PlanValidationIssue(field: .exercises, problem: .tooManyItems(maximum: 99, actual: 200_000))
            ])
    }

    @Test func editingKeepsTheSoundtrack() throws {
        var plan = try save("Loud")
        plan.content.music = MusicPlan(work: [MusicSelection(source: .local, reference: "/music/Run.mp3")])
        try DefaultPlanRepository(database: database).save(plan)
        let editor = makeEditor(editing: plan)
        editor.restSeconds = 20
        let saved = try editor.save()
        #expect(saved.content.music == plan.content.music && saved.content.restSeconds == 20)
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
