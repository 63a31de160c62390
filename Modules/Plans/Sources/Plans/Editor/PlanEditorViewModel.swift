import Foundation
import Observation
import Shared

/// Creates or edits one plan, in mode A (sets + work/rest) or mode B (total + ratio), validating live.
/// 创建或编辑一个计划，支持模式 A（组数 + 训练/休息）与模式 B（总时长 + 比例），实时校验。
@MainActor
@Observable
public final class PlanEditorViewModel {
    public var mode: PlanEditorMode = .setsAndDurations
    /// The name as typed; it is saved trimmed.
    public var name: String = ""
    public var setsCount: Int = 8
    public var workSeconds: Int = 20
    public var restSeconds: Int = 10
    public var warmupSeconds: Int = 0
    public var cooldownSeconds: Int = 0
    public var rounds: Int = 1
    public var roundRestSeconds: Int = 0
    public var exercises: [String] = []
    /// The soundtrack; kept as it is when editing (no editor field changes it yet).
    public var music: MusicPlan = .silent
    /// Mode B: the requested real running time.
    public var totalSeconds: Int = 600
    /// Mode B: the work:rest ratio as typed, e.g. `2:1`.
    public var ratioText: String = Intensity.medium.ratio.description

    /// The plan being edited, nil when creating.
    public let original: Plan?
    /// Where the values come from, so that problems name fields as the person gave them.
    public var inputSource: PlanInputSource = .form

    // The home's form: one row in focus, what is typed into it, the exercise list and the question on leaving.
    /// The row keys go to.
    public internal(set) var focus: PlanEditorRow = .name
    /// What was typed into a number or duration row and does not (yet) read as one.
    public internal(set) var drafts: [PlanEditorRow: String] = [:]
    /// The exercise being edited in the list, when the list is open (`exercises.count`: the row that adds one).
    public internal(set) var exerciseFocus: Int?
    /// True while "discard the changes?" waits for y or n.
    public internal(set) var isAskingToLeave = false
    /// Why the last save failed, until the next change.
    public internal(set) var saveFailure: PlanEditorError?
    /// True until the focused row is typed into: the first character replaces what it shows.
    @ObservationIgnored var replacesOnType = true
    /// The name and content as opened, to tell whether anything changed.
    @ObservationIgnored var baseline: (name: String, content: PlanContent, mode: PlanEditorMode)?

    @ObservationIgnored private let repository: any PlanRepository
    @ObservationIgnored private let clock: any WallClock
    @ObservationIgnored private let ids: any IDProvider

    public init(
        repository: any PlanRepository, clock: any WallClock, ids: any IDProvider, editing original: Plan? = nil
    ) {
        self.repository = repository
        self.clock = clock
        self.ids = ids
        self.original = original
        if let original {
            name = original.name
            inputs = original.content
            totalSeconds = original.content.totalSeconds
        }
    }

    /// The mode A fields as one value (work and rest as typed, not as mode B would derive them).
    public var inputs: PlanContent {
        get {
            PlanContent(
                setsCount: setsCount, workSeconds: workSeconds, restSeconds: restSeconds,
                warmupSeconds: warmupSeconds, cooldownSeconds: cooldownSeconds, rounds: rounds,
                roundRestSeconds: roundRestSeconds, exercises: exercises, music: music)
        }
        set {
            setsCount = newValue.setsCount
            workSeconds = newValue.workSeconds
            restSeconds = newValue.restSeconds
            warmupSeconds = newValue.warmupSeconds
            cooldownSeconds = newValue.cooldownSeconds
            rounds = newValue.rounds
            roundRestSeconds = newValue.roundRestSeconds
            exercises = newValue.exercises
            music = newValue.music
        }
    }

    /// Sets the mode B ratio from a named preset.
    public func apply(_ intensity: Intensity) {
        ratioText = intensity.ratio.description
    }

    /// Why `ratioText` is not a usable ratio, or nil when it is.
    public var ratioProblem: PlanValidationIssue.RatioProblem? {
        do {
            _ = try WorkRestRatio.parse(ratioText)
            return nil
        } catch {
            return error
        }
    }

    /// What mode B makes of the current inputs; nil when the ratio cannot be read.
    public var designOutcome: IntervalDesigner.Outcome? {
        guard let ratio = try? WorkRestRatio.parse(ratioText) else { return nil }
        return IntervalDesigner.design(
            totalSeconds: totalSeconds, sets: setsCount, ratio: ratio, warmupSeconds: warmupSeconds,
            cooldownSeconds: cooldownSeconds, rounds: rounds, roundRestSeconds: roundRestSeconds)
    }

    /// Mode B's derived work and rest, or nil when the inputs cannot produce a plan.
    public var designed: (work: Int, rest: Int)? {
        guard case .designed(let work, let rest) = designOutcome else { return nil }
        return (work, rest)
    }

    /// The content as it would be saved now.
    public var content: PlanContent {
        var content = inputs
        if mode == .totalTime {
            (content.workSeconds, content.restSeconds) = designed ?? (0, 0)
        }
        return content
    }

    /// Every problem with the current inputs, at most one per field (one per exercise); empty when savable.
    public var issues: [PlanValidationIssue] {
        var all = shapeIssues
        if !all.contains(where: { $0.field == .name }), let clash = otherNames()[PlanRules.nameKey(name)] {
            all.insert(PlanValidationIssue(field: .name, problem: .nameTaken(existing: clash)), at: 0)
        }
        return all
    }

    /// The problem with one field, for showing next to it.
    public func issue(for field: PlanField) -> PlanValidationIssue? {
        issues.first { $0.field == field }
    }

    /// True when the plan can be saved.
    public var isValid: Bool { issues.isEmpty }

    /// `8×(20/10) = 3:50` for the current inputs, when valid.
    public var summary: String? { isValid ? content.summary : nil }

    /// True when the plan is valid but runs over two hours (a warning, not an error).
    public var isLong: Bool { PlanRules.isLong(content) }

    /// Saves (creates or updates) the plan under its trimmed name; writes nothing when invalid or unchanged.
    @discardableResult
    public func save() throws(PlanEditorError) -> Plan {
        // The form is checked before the repository is touched, so invalid input never opens the database; the name
        // is checked against the other plans inside the one write (another command may have taken it meanwhile).
        // An edit that changes nothing keeps the plan as it is, its `updatedAt` included.
        if let original, original.name == PlanRules.normalizedName(name), original.content == content,
            shapeIssues.isEmpty
        {
            return original
        }
        let problems = shapeIssues
        guard problems.isEmpty else { throw .invalid(problems, source: inputSource) }
        let now = clock.now()
        let savedName = PlanRules.normalizedName(name)
        var plan =
            original
            ?? Plan(id: ids.makeID(), name: savedName, content: content, createdAt: now, updatedAt: now)
        plan.content = content
        plan.updatedAt = now
        let key = PlanRules.nameKey(savedName)
        // Keeping its own name (in any case) never clashes, so plans saved before names were unique stay editable.
        let keepsOwnName = original.map { PlanRules.nameKey($0.name) == key } ?? false
        var clash: String?
        let saved: String?
        do {
            saved = try repository.save(plan) { others in
                clash = keepsOwnName ? nil : others.first { PlanRules.nameKey($0) == key }
                return clash == nil ? savedName : nil
            }
        } catch { throw .storage(error) }
        guard saved != nil else {
            let taken = PlanValidationIssue(field: .name, problem: .nameTaken(existing: clash ?? savedName))
            throw .invalid([taken], source: inputSource)
        }
        plan.name = savedName
        namesByKey = nil
        return plan
    }

    /// Fields mode B computes itself, whose rule errors are reported on `total` instead.
    private static let derivedFields: Set<PlanField> = [.workSeconds, .restSeconds]

    /// The rules' issues for the current mode; mode B blames `total` or `ratio`, never the derived fields.
    private var shapeIssues: [PlanValidationIssue] {
        let checkedName = PlanRules.checkedName(name)
        guard mode == .totalTime else { return PlanRules.validate(name: checkedName, content: content) }
        let fixed = PlanRules.validate(name: checkedName, content: inputs).filter {
            !Self.derivedFields.contains($0.field)
        }
        if let ratioProblem {
            return fixed + [PlanValidationIssue(field: .ratio, problem: .invalidRatio(ratioProblem))]
        }
        switch designOutcome {
        case .designed, .none:
            return PlanRules.validate(name: checkedName, content: content)
        case .tooShort(let minimum):
            let problem = PlanValidationIssue.Problem.totalTooShort(minimumSeconds: minimum, actual: totalSeconds)
            return fixed + [PlanValidationIssue(field: .totalSeconds, problem: problem)]
        case .tooLong(let maximum):
            let problem = PlanValidationIssue.Problem.totalTooLong(maximumSeconds: maximum, actual: totalSeconds)
            return fixed + [PlanValidationIssue(field: .totalSeconds, problem: problem)]
        case .invalidShape:
            return fixed
        }
    }

    /// The other plans' names by their comparison key, read once: validating as the user types reads nothing.
    @ObservationIgnored private var namesByKey: [String: String]?

    private func otherNames() -> [String: String] {
        if let namesByKey { return namesByKey }
        // Keeping its own name (in any case) never clashes, so plans saved before names were unique stay editable.
        let ownKey = original.map { PlanRules.nameKey($0.name) }
        var names: [String: String] = [:]
        // Names only: a library of thousands of plans is checked without reading them.
        let stored = ((try? repository.names()) ?? [:]).sorted { $0.value < $1.value }
        for (id, name) in stored where id != original?.id {
            let key = PlanRules.nameKey(name)
            if key != ownKey, names[key] == nil { names[key] = name }
        }
        namesByKey = names
        return names
    }
}
