import Foundation
import Observation
import Shared

/// Creates or edits one plan, in mode A (sets + work/rest) or mode B (total + ratio), validating live.
@MainActor
@Observable
public final class PlanEditorViewModel {
    public var mode: PlanEditorMode = .setsAndDurations
    public var name: String = ""
    public var setsCount: Int = 8
    public var workSeconds: Int = 20
    public var restSeconds: Int = 10
    public var warmupSeconds: Int = 0
    public var cooldownSeconds: Int = 0
    public var rounds: Int = 1
    public var roundRestSeconds: Int = 0
    public var exercises: [String] = []
    /// Mode B: the requested real running time.
    public var totalSeconds: Int = 600
    /// Mode B: the work:rest ratio as typed, e.g. `2:1`.
    public var ratioText: String = Intensity.medium.ratio.description

    /// The plan being edited, nil when creating.
    public let original: Plan?

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
                roundRestSeconds: roundRestSeconds, exercises: exercises)
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
        }
    }

    /// Sets the mode B ratio from a named preset.
    public func apply(_ intensity: Intensity) {
        ratioText = intensity.ratio.description
    }

    /// Mode B's derived work and rest, or nil when the inputs cannot produce a plan.
    public var designed: (work: Int, rest: Int)? {
        guard let ratio = WorkRestRatio(parsing: ratioText) else { return nil }
        return IntervalDesigner.design(
            totalSeconds: totalSeconds, sets: setsCount, ratio: ratio, warmupSeconds: warmupSeconds,
            cooldownSeconds: cooldownSeconds, rounds: rounds, roundRestSeconds: roundRestSeconds)
    }

    /// The content as it would be saved now.
    public var content: PlanContent {
        var content = inputs
        if mode == .totalTime {
            (content.workSeconds, content.restSeconds) = designed ?? (0, 0)
        }
        return content
    }

    /// Every problem with the current inputs, one per field; empty when the plan can be saved.
    public var issues: [PlanValidationIssue] {
        guard mode == .totalTime else { return PlanRules.validate(name: name, content: content) }
        guard let ratio = WorkRestRatio(parsing: ratioText) else {
            let others = PlanRules.validate(name: name, content: content).filter {
                !Self.derivedFields.contains($0.field)
            }
            return others + [PlanValidationIssue(field: .ratio, problem: .invalidRatio)]
        }
        let base = PlanRules.validate(name: name, content: content)
        if let designed, designed.work >= PlanRules.workSeconds.lowerBound { return base }
        var all = base.filter { !Self.derivedFields.contains($0.field) }
        if PlanRules.setsCount.contains(setsCount) {
            all.append(
                PlanValidationIssue(
                    field: .totalSeconds,
                    problem: .totalTooShort(minimumSeconds: minimumTotal(for: ratio), actual: totalSeconds)))
        }
        return all
    }

    /// The problem with one field, for showing next to it.
    public func issue(for field: PlanField) -> PlanValidationIssue? {
        issues.first { $0.field == field }
    }

    public var isValid: Bool { issues.isEmpty }

    /// `8×(20/10) = 3:50` for the current inputs, when valid.
    public var summary: String? { isValid ? content.summary : nil }

    /// True when the plan is valid but runs over two hours (a warning, not an error).
    public var isLong: Bool { PlanRules.isLong(content) }

    /// Saves (creates or updates) the plan; writes nothing when invalid.
    @discardableResult
    public func save() throws(PlanEditorError) -> Plan {
        let problems = issues
        guard problems.isEmpty else { throw .invalid(problems) }
        let now = clock.now()
        var plan =
            original
            ?? Plan(id: ids.makeID(), name: name, content: content, createdAt: now, updatedAt: now)
        plan.name = name
        plan.content = content
        plan.updatedAt = now
        do { try repository.save(plan) } catch { throw .storage(error) }
        return plan
    }

    /// Fields mode B computes itself, whose rule errors are reported on `total` instead.
    private static let derivedFields: Set<PlanField> = [.workSeconds, .restSeconds]

    /// The smallest total for which mode B yields a work interval of at least the minimum length.
    private func minimumTotal(for ratio: WorkRestRatio) -> Int {
        let work = PlanRules.workSeconds.lowerBound
        let rest = (work * ratio.rest + ratio.work - 1) / ratio.work
        let sets = max(1, setsCount)
        let content = PlanContent(
            setsCount: sets, workSeconds: work, restSeconds: rest, warmupSeconds: max(0, warmupSeconds),
            cooldownSeconds: max(0, cooldownSeconds), rounds: max(1, rounds), roundRestSeconds: max(0, roundRestSeconds)
        )
        return content.totalSeconds
    }
}
