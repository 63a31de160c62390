/// The training content of a plan: everything that shapes the workout, nothing about naming or dates.
/// 计划的训练内容：决定训练过程的一切，与名称和日期无关。
public struct PlanContent: Hashable, Codable, Sendable {
    /// Work intervals per round (1–99).
    public var setsCount: Int
    /// Length of each work interval in seconds (10–1800).
    public var workSeconds: Int
    /// Rest between two sets of a round, never after the last (0–1800).
    public var restSeconds: Int
    /// Warm-up before the first set (0–1800).
    public var warmupSeconds: Int
    /// Cool-down after the last set (0–1800).
    public var cooldownSeconds: Int
    /// How often the sets repeat (1–20).
    public var rounds: Int
    /// Rest between two rounds (0–1800).
    public var roundRestSeconds: Int
    /// Optional exercise names; set *i* shows `exercises[i % n]`.
    public var exercises: [String]
    /// The soundtrack for work and rest (silent by default).
    public var music: MusicPlan

    public init(
        setsCount: Int, workSeconds: Int, restSeconds: Int, warmupSeconds: Int = 0, cooldownSeconds: Int = 0,
        rounds: Int = 1, roundRestSeconds: Int = 0, exercises: [String] = [], music: MusicPlan = .silent
    ) {
        self.setsCount = setsCount
        self.workSeconds = workSeconds
        self.restSeconds = restSeconds
        self.warmupSeconds = warmupSeconds
        self.cooldownSeconds = cooldownSeconds
        self.rounds = rounds
        self.roundRestSeconds = roundRestSeconds
        self.exercises = exercises
        self.music = music
    }

    private enum CodingKeys: String, CodingKey {
        case setsCount, workSeconds, restSeconds, warmupSeconds, cooldownSeconds, rounds, roundRestSeconds
        case exercises, music
    }

    /// Reads content written by any version: missing optional fields take their defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        setsCount = try container.decode(Int.self, forKey: .setsCount)
        workSeconds = try container.decode(Int.self, forKey: .workSeconds)
        restSeconds = try container.decodeIfPresent(Int.self, forKey: .restSeconds) ?? 0
        warmupSeconds = try container.decodeIfPresent(Int.self, forKey: .warmupSeconds) ?? 0
        cooldownSeconds = try container.decodeIfPresent(Int.self, forKey: .cooldownSeconds) ?? 0
        rounds = try container.decodeIfPresent(Int.self, forKey: .rounds) ?? 1
        roundRestSeconds = try container.decodeIfPresent(Int.self, forKey: .roundRestSeconds) ?? 0
        exercises = try container.decodeIfPresent([String].self, forKey: .exercises) ?? []
        music = try container.decodeIfPresent(MusicPlan.self, forKey: .music) ?? .silent
    }

    /// Writes every training field; `music` only when something plays (older readers see no new key).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(setsCount, forKey: .setsCount)
        try container.encode(workSeconds, forKey: .workSeconds)
        try container.encode(restSeconds, forKey: .restSeconds)
        try container.encode(warmupSeconds, forKey: .warmupSeconds)
        try container.encode(cooldownSeconds, forKey: .cooldownSeconds)
        try container.encode(rounds, forKey: .rounds)
        try container.encode(roundRestSeconds, forKey: .roundRestSeconds)
        try container.encode(exercises, forKey: .exercises)
        if !music.isSilent { try container.encode(music, forKey: .music) }
    }

    /// Total number of work sets over all rounds.
    public var totalSets: Int { setsCount * rounds }

    /// The exercise shown for a set (0-based index within its round), if the plan names any.
    public func exercise(forSet setIndex: Int) -> String? {
        exercises.isEmpty ? nil : exercises[setIndex % exercises.count]
    }

    /// Real running time in seconds, rests only between sets and rounds; `Int.max` on overflow (never validates).
    public var totalSeconds: Int { checkedTotalSeconds ?? Int.max }

    /// Real running time in seconds, or nil when it does not fit an `Int`.
    public var checkedTotalSeconds: Int? {
        let round = CheckedMath.sum(
            CheckedMath.product(setsCount, workSeconds), CheckedMath.product(max(0, setsCount - 1), restSeconds))
        return CheckedMath.sum(
            warmupSeconds, CheckedMath.product(rounds, round),
            CheckedMath.product(max(0, rounds - 1), roundRestSeconds),
            cooldownSeconds)
    }

    /// The neutral one-line summary, e.g. `8×(20/10) = 3:50`.
    public var summary: String {
        let block = "\(setsCount)×(\(DurationText.compact(workSeconds))/\(DurationText.compact(restSeconds)))"
        let body = rounds > 1 ? "\(rounds)×[\(block)]" : block
        return "\(body) = \(DurationText.clock(totalSeconds))"
    }
}
