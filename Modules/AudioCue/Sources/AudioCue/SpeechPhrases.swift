import Shared

/// What the voice says for each cue, in English or Chinese: the segment kind and the next exercise.
public enum SpeechPhrases {
    public static func text(for cue: CueEvent, language: VoiceLanguage) -> String {
        let chinese = language == .chinese
        switch cue {
        case .segmentStart(let segment), .workToRest(let segment), .restToWork(let segment):
            return announce(segment, chinese: chinese)
        case .lastSet(let segment):
            let base = chinese ? "最后一组" : "Last set"
            return segment.label == segment.kind.defaultLabel ? base : "\(base), \(segment.label)"
        case .countdown(let second):
            return chinese
                ? (["一", "二", "三"].indices.contains(second - 1) ? ["一", "二", "三"][second - 1] : "\(second)")
                : "\(second)"
        case .halfway: return chinese ? "一半" : "Halfway"
        case .paused: return chinese ? "已暂停" : "Paused"
        case .resumed: return chinese ? "继续" : "Resume"
        case .completed: return chinese ? "训练完成" : "Workout complete"
        }
    }

    private static func announce(_ segment: SegmentCue, chinese: Bool) -> String {
        let kind: String
        switch segment.kind {
        case .warmup: kind = chinese ? "热身" : "Warm up"
        case .work: kind = chinese ? "运动" : "Work"
        case .rest: kind = chinese ? "休息" : "Rest"
        case .roundRest: kind = chinese ? "轮间休息" : "Round rest"
        case .cooldown: kind = chinese ? "放松" : "Cool down"
        }
        if segment.kind == .work, segment.label != segment.kind.defaultLabel {
            return "\(kind), \(segment.label)"
        }
        if segment.kind.isRest || segment.kind == .warmup, let next = segment.nextExercise {
            return chinese ? "\(kind)，下一个：\(next)" : "\(kind), next: \(next)"
        }
        return kind
    }
}
