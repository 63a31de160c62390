/// Which shape options `plans create` or `plans edit` was given, and whether they go together as mode A or B.
/// `plans create` 或 `plans edit` 给出了哪些形状选项，以及它们能否组合为模式 A 或模式 B。
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
    public func problem(isNew: Bool) -> PlanShapeProblem? {
        // A conflict names two options the user gave.
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
