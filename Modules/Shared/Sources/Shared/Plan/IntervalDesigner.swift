/// Mode B: derives whole-second work and rest from a total time, a set count and a work:rest ratio.
/// 模式 B：由总时长、组数与训练休息比例推导出整秒的训练与休息时长。
public enum IntervalDesigner {
    /// What designing by total time gives.
    /// 按总时长设计的结果。
    public enum Outcome: Hashable, Sendable {
        /// Work and rest whose real total never exceeds the requested one.
        case designed(work: Int, rest: Int)
        /// Even the shortest allowed work does not fit: the total must be at least this.
        case tooShort(minimumSeconds: Int)
        /// The longest allowed work and rest still fall short: the total can be at most this.
        case tooLong(maximumSeconds: Int)
        /// Sets, rounds or the fixed parts are outside their own bounds (reported on those fields).
        case invalidShape
    }

    /// Work and rest for `sets` sets whose real total never exceeds `totalSeconds` and lies within the plan bounds.
    public static func design(
        totalSeconds: Int, sets: Int, ratio: WorkRestRatio, warmupSeconds: Int = 0, cooldownSeconds: Int = 0,
        rounds: Int = 1, roundRestSeconds: Int = 0
    ) -> Outcome {
        // The total includes the given warm-up, cool-down and round rests; all arithmetic is checked.
        guard PlanRules.setsCount.contains(sets), PlanRules.rounds.contains(rounds),
            PlanRules.warmupSeconds.contains(warmupSeconds), PlanRules.cooldownSeconds.contains(cooldownSeconds),
            PlanRules.roundRestSeconds.contains(roundRestSeconds)
        else { return .invalidShape }
        // Every value below is bounded by the rules above, so these sums cannot overflow.
        func total(_ work: Int, _ rest: Int) -> Int {
            PlanContent(
                setsCount: sets, workSeconds: work, restSeconds: rest, warmupSeconds: warmupSeconds,
                cooldownSeconds: cooldownSeconds, rounds: rounds, roundRestSeconds: roundRestSeconds
            ).totalSeconds
        }
        let shortestWork = PlanRules.workSeconds.lowerBound
        let minimum = total(shortestWork, (shortestWork * ratio.rest + ratio.work - 1) / ratio.work)
        let longestWork =
            ratio.rest == 0
            ? PlanRules.workSeconds.upperBound
            : min(PlanRules.workSeconds.upperBound, PlanRules.restSeconds.upperBound * ratio.work / ratio.rest)
        let maximum = total(longestWork, longestWork * ratio.rest / ratio.work)
        if totalSeconds < minimum { return .tooShort(minimumSeconds: minimum) }
        if totalSeconds > maximum { return .tooLong(maximumSeconds: maximum) }
        let budget = totalSeconds - total(0, 0)
        let units = rounds * (sets * ratio.work + (sets - 1) * ratio.rest)
        let scale = Double(budget) / Double(units)
        var work = Int((Double(ratio.work) * scale).rounded())
        var rest = Int((Double(ratio.rest) * scale).rounded())
        if total(work, rest) > totalSeconds {
            work = Int((Double(ratio.work) * scale).rounded(.down))
            rest = Int((Double(ratio.rest) * scale).rounded(.down))
        }
        work = min(max(work, shortestWork), longestWork)
        rest = min(rest, PlanRules.restSeconds.upperBound)
        guard total(work, rest) <= totalSeconds else { return .tooShort(minimumSeconds: minimum) }
        return .designed(work: work, rest: rest)
    }
}
