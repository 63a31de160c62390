/// A stable fingerprint of training content (never of names, ids or dates), used to spot duplicates.
/// 训练内容的稳定指纹（从不包含名称、编号或日期），用于发现重复。
public struct ContentHash: Hashable, Codable, Sendable, CustomStringConvertible {
    /// 16 lowercase hex digits.
    public let value: String

    public init(value: String) {
        self.value = value
    }

    /// Hashes the canonical form of `content`, normalizing fields that cannot affect the workout.
    public init(content: PlanContent) {
        // Normalized: rest with a single set, round rest with a single round.
        let rest = content.setsCount > 1 ? content.restSeconds : 0
        let roundRest = content.rounds > 1 ? content.roundRestSeconds : 0
        let canonical =
            [
                "interfit-content-v1", "sets=\(content.setsCount)", "work=\(content.workSeconds)", "rest=\(rest)",
                "warmup=\(content.warmupSeconds)", "cooldown=\(content.cooldownSeconds)", "rounds=\(content.rounds)",
                "roundRest=\(roundRest)", "exercises=" + content.exercises.joined(separator: "\u{1F}"),
            ].joined(separator: ";") + (content.music.isSilent ? "" : ";music=" + content.music.canonical)
        // FNV-1a, 64 bit: tiny, dependency-free and identical on every platform and run.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in canonical.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        value = String(repeating: "0", count: 16 - hex.count) + hex
    }

    public var description: String { value }
}
