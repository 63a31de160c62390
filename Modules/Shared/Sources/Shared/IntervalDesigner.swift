/// Mode B: derives whole-second work and rest from a total time, a set count and a work:rest ratio.
public enum IntervalDesigner {
    /// Work and rest in whole seconds for `sets` sets whose real total (including the given warm-up,
    /// cool-down and round rests) never exceeds `totalSeconds`; nil when even the ratio's smallest
    /// whole-second form does not fit.
    public static func design(
        totalSeconds: Int, sets: Int, ratio: WorkRestRatio, warmupSeconds: Int = 0, cooldownSeconds: Int = 0,
        rounds: Int = 1, roundRestSeconds: Int = 0
    ) -> (work: Int, rest: Int)? {
        guard sets > 0, rounds > 0 else { return nil }
        let fixed = warmupSeconds + cooldownSeconds + (rounds - 1) * roundRestSeconds
        let budget = totalSeconds - fixed
        let units = rounds * (sets * ratio.work + (sets - 1) * ratio.rest)
        guard budget > 0, units > 0 else { return nil }
        func total(_ work: Int, _ rest: Int) -> Int { rounds * (sets * work + (sets - 1) * rest) }
        let scale = Double(budget) / Double(units)
        var work = Int((Double(ratio.work) * scale).rounded())
        var rest = Int((Double(ratio.rest) * scale).rounded())
        if total(work, rest) > budget {
            work = Int((Double(ratio.work) * scale).rounded(.down))
            rest = Int((Double(ratio.rest) * scale).rounded(.down))
        }
        guard work > 0, total(work, rest) <= budget else { return nil }
        return (work, rest)
    }
}
