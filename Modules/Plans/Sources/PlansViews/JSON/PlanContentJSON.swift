import Shared

/// The training fields every plan-like JSON shape carries, each key always present (`music` is `null` when silent).
/// 各类计划 JSON 结构共有的训练字段，每个键都始终存在（无配乐时 `music` 为 `null`）。
enum PlanContentJSON {
    /// The training fields' keys.
    /// 训练字段的键。
    private enum Keys: String, CodingKey {
        case setsCount, workSeconds, restSeconds, warmupSeconds, cooldownSeconds, rounds, roundRestSeconds
        case exercises, music
    }

    /// Writes `content`'s fields as flat keys beside the caller's own.
    static func encode(_ content: PlanContent, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(content.setsCount, forKey: .setsCount)
        try container.encode(content.workSeconds, forKey: .workSeconds)
        try container.encode(content.restSeconds, forKey: .restSeconds)
        try container.encode(content.warmupSeconds, forKey: .warmupSeconds)
        try container.encode(content.cooldownSeconds, forKey: .cooldownSeconds)
        try container.encode(content.rounds, forKey: .rounds)
        try container.encode(content.roundRestSeconds, forKey: .roundRestSeconds)
        try container.encode(content.exercises, forKey: .exercises)
        try container.encode(content.music.isSilent ? nil : content.music, forKey: .music)
    }
}
