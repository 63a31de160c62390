import Shared

/// `start`'s shape options as a change to a plan's content: each nil field is left as it is.
/// `start` 的形状选项，表示对计划内容的修改：为 nil 的字段保持不变。
public struct TrainShapeOverride: Hashable, Sendable {
    public var sets: Int?
    public var workSeconds: Int?
    public var restSeconds: Int?
    public var warmupSeconds: Int?
    public var cooldownSeconds: Int?
    public var rounds: Int?
    public var roundRestSeconds: Int?
    public var exercises: [String]?
    /// The session's own soundtrack, replacing the plan's (`MusicPlan.silent`: no music this time).
    public var music: MusicPlan?

    public init(
        sets: Int? = nil, workSeconds: Int? = nil, restSeconds: Int? = nil, warmupSeconds: Int? = nil,
        cooldownSeconds: Int? = nil, rounds: Int? = nil, roundRestSeconds: Int? = nil, exercises: [String]? = nil,
        music: MusicPlan? = nil
    ) {
        self.sets = sets
        self.workSeconds = workSeconds
        self.restSeconds = restSeconds
        self.warmupSeconds = warmupSeconds
        self.cooldownSeconds = cooldownSeconds
        self.rounds = rounds
        self.roundRestSeconds = roundRestSeconds
        self.exercises = exercises
        self.music = music
    }

    /// True when no training field is changed (the soundtrack does not count: it shapes no interval).
    public var isEmpty: Bool {
        sets == nil && workSeconds == nil && restSeconds == nil && warmupSeconds == nil && cooldownSeconds == nil
            && rounds == nil && roundRestSeconds == nil && exercises == nil
    }

    /// `base` with the given fields applied.
    public func applied(to base: PlanContent) -> PlanContent {
        var content = base
        if let sets { content.setsCount = sets }
        if let workSeconds { content.workSeconds = workSeconds }
        if let restSeconds { content.restSeconds = restSeconds }
        if let warmupSeconds { content.warmupSeconds = warmupSeconds }
        if let cooldownSeconds { content.cooldownSeconds = cooldownSeconds }
        if let rounds { content.rounds = rounds }
        if let roundRestSeconds { content.roundRestSeconds = roundRestSeconds }
        if let exercises { content.exercises = exercises }
        if let music { content.music = music }
        return content
    }
}
