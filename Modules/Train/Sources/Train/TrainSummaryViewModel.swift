import Foundation
import Observation
import Shared

/// The neutral summary after a workout, with "again" and "save adjustments as a new plan".
@MainActor
@Observable
public final class TrainSummaryViewModel {
    public let session: Session
    /// The plan saved from this session's adjustments, once the user asked for it.
    public private(set) var savedPlan: Plan?

    @ObservationIgnored private let plans: (any PlanRepository)?
    @ObservationIgnored private let clock: any WallClock
    @ObservationIgnored private let ids: any IDProvider

    public init(session: Session, plans: (any PlanRepository)?, clock: any WallClock, ids: any IDProvider) {
        self.session = session
        self.plans = plans
        self.clock = clock
        self.ids = ids
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
        return content == session.snapshot.content ? nil : content
    }

    /// The snapshot to start the same workout again.
    public var againSnapshot: PlanSnapshot {
        PlanSnapshot(
            planId: session.snapshot.planId, templateId: session.snapshot.templateId, name: session.snapshot.name,
            content: session.snapshot.content, takenAt: clock.now())
    }

    /// Saves the adjusted content as a new plan named "<name> (adjusted)".
    @discardableResult
    public func saveAdjustmentsAsPlan() throws -> Plan? {
        guard let content = adjustedContent, let plans else { return nil }
        let suffix = " (adjusted)"
        let name = String(session.snapshot.name.prefix(PlanRules.nameLength.upperBound - suffix.count)) + suffix
        let now = clock.now()
        let plan = Plan(id: ids.makeID(), name: name, content: content, createdAt: now, updatedAt: now)
        try plans.save(plan)
        savedPlan = plan
        return plan
    }

    private static func clamp(_ value: Int, _ range: ClosedRange<Int>) -> Int {
        min(range.upperBound, max(range.lowerBound, value))
    }
}
