/// The ordered segments of a plan; progress, set counters, previews and totals all derive from it.
/// 计划的有序阶段；进度、组数计数、预览与总时长都由它推导。
public struct Timeline: Hashable, Sendable {
    public let segments: [Segment]
    /// Work sets per round, for "set i/N".
    public let setsPerRound: Int
    public let rounds: Int

    /// How many segments the timeline of `content` has, without building it (`content` within `PlanRules`).
    public static func segmentCount(of content: PlanContent) -> Int {
        // Within the rules (at most 20 rounds of 99 sets) nothing here can overflow.
        let round = content.setsCount + (content.restSeconds > 0 ? content.setsCount - 1 : 0)
        return (content.warmupSeconds > 0 ? 1 : 0) + content.rounds * round
            + (content.roundRestSeconds > 0 ? content.rounds - 1 : 0) + (content.cooldownSeconds > 0 ? 1 : 0)
    }

    /// Builds the timeline: warm-up, work with rest only between sets, round rest between rounds, cool-down.
    public init(content: PlanContent) {
        var segments: [Segment] = []
        var offset = 0
        func append(_ kind: SegmentKind, set: Int, round: Int, exercise: String?, seconds: Int) {
            guard seconds > 0 else { return }
            segments.append(
                Segment(
                    index: segments.count, kind: kind, setIndex: set, roundIndex: round, exercise: exercise,
                    durationSeconds: seconds, startOffsetSeconds: offset))
            offset += seconds
        }
        let lastRound = max(0, content.rounds - 1)
        let lastSet = max(0, content.setsCount - 1)
        append(.warmup, set: 0, round: 0, exercise: nil, seconds: content.warmupSeconds)
        for round in 0..<max(1, content.rounds) {
            for set in 0..<max(1, content.setsCount) {
                append(
                    .work, set: set, round: round, exercise: content.exercise(forSet: set), seconds: content.workSeconds
                )
                if set < lastSet {
                    append(.rest, set: set, round: round, exercise: nil, seconds: content.restSeconds)
                }
            }
            if round < lastRound {
                append(.roundRest, set: lastSet, round: round, exercise: nil, seconds: content.roundRestSeconds)
            }
        }
        append(.cooldown, set: lastSet, round: lastRound, exercise: nil, seconds: content.cooldownSeconds)
        self.segments = segments
        self.setsPerRound = max(1, content.setsCount)
        self.rounds = max(1, content.rounds)
    }

    /// Planned running time in seconds.
    public var totalSeconds: Int { segments.last?.endOffsetSeconds ?? 0 }

    /// Number of work sets over all rounds.
    public var totalSets: Int { setsPerRound * rounds }

    /// The segment after `index`, for the next-segment preview.
    public func segment(after index: Int) -> Segment? {
        segments.indices.contains(index + 1) ? segments[index + 1] : nil
    }

    /// The next work segment strictly after `index`, for announcing the next exercise.
    public func nextWork(after index: Int) -> Segment? {
        segments.dropFirst(index + 1).first { $0.kind == .work }
    }

    /// Work sets fully contained before segment `index` (i.e. completed when `index` starts).
    public func setsCompleted(before index: Int) -> Int {
        segments.prefix(max(0, index)).filter { $0.kind == .work }.count
    }

    /// True when the segment is the last work set of the whole workout.
    public func isLastSet(_ segment: Segment) -> Bool {
        segment.kind == .work && !segments.dropFirst(segment.index + 1).contains { $0.kind == .work }
    }
}
