/// Which shape options a `plans create` or `plans edit` was given, and whether they go together: mode A
/// (sets, work, rest) or mode B (total, sets, and a ratio or an intensity).
/// `plans create` 或 `plans edit` 给出了哪些形状选项，以及它们能否一起使用：模式 A（组数、训练、休息）或模式 B（总时长、组数、比例或强度）。
public struct PlanShapeRequest: Sendable, Equatable {
    public var sets: Bool
    public var work: Bool
    public var rest: Bool
    public var total: Bool
    public var ratio: Bool
    public var intensity: Bool

    public init(
        sets: Bool = false, work: Bool = false, rest: Bool = false, total: Bool = false, ratio: Bool = false,
        intensity: Bool = false
    ) {
        self.sets = sets
        self.work = work
        self.rest = rest
        self.total = total
        self.ratio = ratio
        self.intensity = intensity
    }

    /// True when any mode B option is given.
    public var isModeB: Bool { total || ratio || intensity }

    /// What keeps the options from being applied to a new plan (`isNew`) or an existing one; nil when nothing.
    /// A conflict names two options the user gave.
    public func problem(isNew: Bool) -> PlanShapeProblem? {
        if isModeB {
            let modeB = total ? "--total" : (ratio ? "--ratio" : "--intensity")
            if work || rest { return .conflicting(work ? "--work" : "--rest", modeB) }
            if ratio && intensity { return .conflicting("--ratio", "--intensity") }
            let missing = [
                ("--total", total), ("--sets", sets || !isNew), ("--ratio | --intensity", ratio || intensity),
            ]
            return Self.missing(missing)
        }
        return isNew ? Self.missing([("--sets", sets), ("--work", work), ("--rest", rest)]) : nil
    }

    private static func missing(_ options: [(name: String, given: Bool)]) -> PlanShapeProblem? {
        let names = options.filter { !$0.given }.map(\.name)
        return names.isEmpty ? nil : .missing(names)
    }
}
