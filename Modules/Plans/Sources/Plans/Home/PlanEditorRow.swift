import Shared

/// A row of the editor's form; mode A and mode B show different rows on the one form.
/// 编辑器表单的一行；模式 A 与模式 B 在同一表单上显示不同的行。
public enum PlanEditorRow: String, CaseIterable, Hashable, Sendable {
    case name
    case mode
    case sets
    case work
    case rest
    case total
    case ratio
    case intensity
    case warmup
    case cooldown
    case rounds
    case roundRest
    case exercises

    /// The rows of `mode`, in order.
    public static func rows(_ mode: PlanEditorMode) -> [PlanEditorRow] {
        switch mode {
        case .setsAndDurations:
            [.name, .mode, .sets, .work, .rest, .warmup, .cooldown, .rounds, .roundRest, .exercises]
        case .totalTime:
            [.name, .mode, .total, .sets, .ratio, .intensity, .warmup, .cooldown, .rounds, .roundRest, .exercises]
        }
    }

    /// The plan field the row edits, for its validation message.
    public var field: PlanField? {
        switch self {
        case .name: .name
        case .sets: .setsCount
        case .work: .workSeconds
        case .rest: .restSeconds
        case .total: .totalSeconds
        case .ratio: .ratio
        case .warmup: .warmupSeconds
        case .cooldown: .cooldownSeconds
        case .rounds: .rounds
        case .roundRest: .roundRestSeconds
        case .exercises: .exercises
        case .mode, .intensity: nil
        }
    }

    /// True for the rows that hold a duration (`45`, `1:30`, `2m`).
    public var isDuration: Bool { [.work, .rest, .total, .warmup, .cooldown, .roundRest].contains(self) }

    /// True for the rows text is typed into.
    public var isTyped: Bool { isDuration || [.name, .sets, .rounds, .ratio].contains(self) }

    /// True for the rows whose value is picked with ← → (mode, intensity).
    public var isChoice: Bool { self == .mode || self == .intensity }
}
