/// What a cue needs to announce a segment: its kind, label and the next exercise to prepare for.
/// 提示播报某一阶段所需的信息：类型、标签与下一个要准备的动作。
public struct SegmentCue: Hashable, Sendable {
    public let kind: SegmentKind
    public let label: String
    /// The exercise of the next work segment (for "rest, next: squat"), when the plan names exercises.
    public let nextExercise: String?

    public init(kind: SegmentKind, label: String, nextExercise: String?) {
        self.kind = kind
        self.label = label
        self.nextExercise = nextExercise
    }
}
