import Shared

/// A row of the adjust screen: the workout's shape, then its cues, voice language and music for this session.
/// 调整界面的一行：训练的结构，以及本次训练的提示、语音语言与音乐。
public enum TrainAdjustField: String, CaseIterable, Hashable, Sendable {
    case sets
    case work
    case rest
    case warmup
    case cooldown
    case rounds
    case roundRest
    case cues
    case voiceLanguage
    case music

    /// True for the fields a number (or duration) is typed into.
    public var isTyped: Bool { isDuration || self == .sets || self == .rounds }

    /// True for the fields that hold a duration (`45`, `1:30`, `2m`).
    public var isDuration: Bool { [.work, .rest, .warmup, .cooldown, .roundRest].contains(self) }

    /// The plan field it changes, for validation messages.
    public var planField: PlanField? {
        switch self {
        case .sets: .setsCount
        case .work: .workSeconds
        case .rest: .restSeconds
        case .warmup: .warmupSeconds
        case .cooldown: .cooldownSeconds
        case .rounds: .rounds
        case .roundRest: .roundRestSeconds
        case .cues, .voiceLanguage, .music: nil
        }
    }
}
