import Shared

/// The distinct tones Interfit plays: 523–1046 Hz beeps of at most 150 ms.
/// Interfit 播放的各种提示音：523–1046 Hz、每声不超过 150 毫秒的蜂鸣。
public enum CueTone: String, CaseIterable, Sendable {
    case workStart
    case restStart
    case countdown
    case halfway
    case completion
    case pause

    /// The tone for a cue.
    public init(_ cue: CueEvent) {
        switch cue {
        case .segmentStart(let segment), .workToRest(let segment), .restToWork(let segment), .lastSet(let segment):
            self = segment.kind == .work || segment.kind == .warmup ? .workStart : .restStart
        case .countdown: self = .countdown
        case .halfway: self = .halfway
        case .completed: self = .completion
        case .paused, .resumed: self = .pause
        }
    }

    /// The beeps of this tone.
    public var beeps: [ToneSynthesizer.Beep] {
        switch self {
        case .workStart:
            [.init(frequency: 880, milliseconds: 120, gapMilliseconds: 60), .init(frequency: 1046, milliseconds: 150)]
        case .restStart:
            [.init(frequency: 659, milliseconds: 120, gapMilliseconds: 60), .init(frequency: 523, milliseconds: 150)]
        case .countdown: [.init(frequency: 784, milliseconds: 90)]
        case .halfway:
            [.init(frequency: 698, milliseconds: 80, gapMilliseconds: 60), .init(frequency: 698, milliseconds: 80)]
        case .completion:
            [
                .init(frequency: 523, milliseconds: 120, gapMilliseconds: 30),
                .init(frequency: 659, milliseconds: 120, gapMilliseconds: 30),
                .init(frequency: 784, milliseconds: 120, gapMilliseconds: 30),
                .init(frequency: 1046, milliseconds: 150),
            ]
        case .pause: [.init(frequency: 587, milliseconds: 100)]
        }
    }
}
