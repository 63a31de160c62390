/// The training content of a plan: everything that shapes the workout, nothing about naming or dates.
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

    public init(
        setsCount: Int, workSeconds: Int, restSeconds: Int, warmupSeconds: Int = 0, cooldownSeconds: Int = 0,
        rounds: Int = 1, roundRestSeconds: Int = 0, exercises: [String] = []
    ) {
        self.setsCount = setsCount
        self.workSeconds = workSeconds
        self.restSeconds = restSeconds
        self.warmupSeconds = warmupSeconds
        self.cooldownSeconds = cooldownSeconds
        self.rounds = rounds
        self.roundRestSeconds = roundRestSeconds
        self.exercises = exercises
    }

    /// Total number of work sets over all rounds.
    public var totalSets: Int { setsCount * rounds }

    /// The exercise shown for a set (0-based index within its round), if the plan names any.
    public func exercise(forSet setIndex: Int) -> String? {
        exercises.isEmpty ? nil : exercises[setIndex % exercises.count]
    }

    /// Real running time in seconds, rest only between sets and round rest only between rounds.
    public var totalSeconds: Int {
        let round = setsCount * workSeconds + max(0, setsCount - 1) * restSeconds
        return warmupSeconds + rounds * round + max(0, rounds - 1) * roundRestSeconds + cooldownSeconds
    }

    /// The neutral one-line summary, e.g. `8×(20/10) = 3:50`.
    public var summary: String {
        let block = "\(setsCount)×(\(DurationText.compact(workSeconds))/\(DurationText.compact(restSeconds)))"
        let body = rounds > 1 ? "\(rounds)×[\(block)]" : block
        return "\(body) = \(DurationText.clock(totalSeconds))"
    }
}
