import Foundation
import Observation
import Shared

/// The neutral summary after a workout, with "again" and "save adjustments as a new plan".
/// 训练后的中性总结，提供“再练一次”与“把调整存为新计划”。
@MainActor
@Observable
public final class TrainSummaryViewModel {
    public let session: Session
    /// The plan saved from this session's adjustments, once the user asked for it.
    public private(set) var savedPlan: Plan?
    /// True when changes made before the start (the home's adjust screen) count as adjustments worth saving.
    public var countsSetupAdjustments = false

    @ObservationIgnored private let plans: (any PlanRepository)?
    @ObservationIgnored private let clock: any WallClock
    @ObservationIgnored private let ids: any IDProvider
    @ObservationIgnored private let language: AppLanguage

    /// `language` names the saved plan ("Legs (adjusted)", "腿部（调整后）").
    public init(
        session: Session, plans: (any PlanRepository)?, clock: any WallClock, ids: any IDProvider,
        language: AppLanguage = .english
    ) {
        self.session = session
        self.plans = plans
        self.clock = clock
        self.ids = ids
        self.language = language
    }

    /// What the user may choose now; save adjustments only when there are some and a plan library to keep them.
    public var choices: [TrainSummaryChoice] {
        adjustedContent != nil && plans != nil ? [.again, .saveAdjustments, .quit] : [.again, .quit]
    }

    /// The choice a key means: a for again, s for save when offered, any other key quits.
    public func choose(key: Character) -> TrainSummaryChoice {
        switch key {
        case "a", "A": return .again
        case "s" where choices.contains(.saveAdjustments), "S" where choices.contains(.saveAdjustments):
            return .saveAdjustments
        default: return .quit
        }
    }

    public var isCompleted: Bool { session.status == .completed }

    /// Rest extensions, early rest ends, skips and steps back, in the order they happened.
    public var adjustments: [SessionOverride] { session.overrides }

    /// The plan content with the rest changes of this session applied evenly to every rest, if any.
    public var adjustedContent: PlanContent? {
        let timeline = Timeline(content: session.snapshot.content)
        var content = session.snapshot.content
        var restDelta = 0.0
        var roundRestDelta = 0.0
        for change in session.overrides {
            switch change {
            case .restExtended(let index, let seconds):
                if timeline.segments[index].kind == .rest {
                    restDelta += Double(seconds)
                } else {
                    roundRestDelta += Double(seconds)
                }
            case .restEndedEarly(let index, let remaining):
                if timeline.segments[index].kind == .rest {
                    restDelta -= remaining
                } else {
                    roundRestDelta -= remaining
                }
            default: break
            }
        }
        let rests = max(1, timeline.segments.filter { $0.kind == .rest }.count)
        let roundRests = max(1, timeline.segments.filter { $0.kind == .roundRest }.count)
        content.restSeconds = Self.clamp(
            content.restSeconds + Int((restDelta / Double(rests)).rounded()), PlanRules.restSeconds)
        content.roundRestSeconds = Self.clamp(
            content.roundRestSeconds + Int((roundRestDelta / Double(roundRests)).rounded()), PlanRules.roundRestSeconds)
        let setupAdjusted = countsSetupAdjustments && session.snapshot.isAdjusted
        return content == session.snapshot.content && !setupAdjusted ? nil : content
    }

    /// The snapshot to start the same workout again.
    public var againSnapshot: PlanSnapshot {
        PlanSnapshot(
            planId: session.snapshot.planId, templateId: session.snapshot.templateId, name: session.snapshot.name,
            content: session.snapshot.content, takenAt: clock.now())
    }

    /// Saves the adjusted content as a new plan named "<name> (adjusted)" (localized), or the next free name.
    @discardableResult
    public func saveAdjustmentsAsPlan() throws -> Plan? {
        guard let content = adjustedContent, let plans else { return nil }
        let suffix = StringTable(TrainStrings.catalog, language: language)("plan.adjustedSuffix")
        let base = PlanNaming.shortened(session.snapshot.name, leaving: suffix) + suffix
        let now = clock.now()
        var plan = Plan(id: ids.makeID(), name: base, content: content, createdAt: now, updatedAt: now)
        plan.name = try plans.save(plan) { PlanNaming.freeName(for: base, taken: $0) } ?? base
        savedPlan = plan
        return plan
    }

    private static func clamp(_ value: Int, _ range: ClosedRange<Int>) -> Int {
        min(range.upperBound, max(range.lowerBound, value))
    }
}
