import Shared

/// What the voice says for each cue, in English or Chinese: the segment kind and the next exercise.
/// 语音为每个提示说的话（英文或中文）：阶段类型与下一个动作。
public enum SpeechPhrases {
    public static func text(for cue: CueEvent, language: VoiceLanguage) -> String {
        let text = StringTable(
            AudioCueStrings.catalog, language: language == .chinese ? .simplifiedChinese : .english)
        switch cue {
        case .segmentStart(let segment), .workToRest(let segment), .restToWork(let segment):
            return announce(segment, text)
        case .lastSet(let segment):
            return segment.label == segment.kind.defaultLabel
                ? text("speech.lastSet") : text("speech.lastSetNamed", segment.label)
        case .countdown(let second):
            return (1...3).contains(second) ? text("speech.count.\(second)") : String(second)
        case .halfway: return text("speech.halfway")
        case .paused: return text("speech.paused")
        case .resumed: return text("speech.resumed")
        case .completed: return text("speech.completed")
        }
    }

    private static func announce(_ segment: SegmentCue, _ text: StringTable) -> String {
        let kind = text("speech.kind." + segment.kind.rawValue)
        if segment.kind == .work, segment.label != segment.kind.defaultLabel {
            return text("speech.named", kind, segment.label)
        }
        if segment.kind.isRest || segment.kind == .warmup, let next = segment.nextExercise {
            return text("speech.next", kind, next)
        }
        return kind
    }
}
