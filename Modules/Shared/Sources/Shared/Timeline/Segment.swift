/// One stretch of the timeline with a single purpose and a fixed planned duration.
/// 时间线中目的单一、计划时长固定的一段。
public struct Segment: Hashable, Codable, Sendable {
    /// Position in the timeline, 0-based.
    public let index: Int
    public let kind: SegmentKind
    /// The set this segment belongs to within its round (0-based): the set worked, or the one rested after.
    public let setIndex: Int
    /// The round this segment belongs to (0-based).
    public let roundIndex: Int
    /// The exercise name for work segments when the plan names exercises.
    public let exercise: String?
    /// Planned length in seconds.
    public let durationSeconds: Int
    /// Planned start, in seconds from the start of the session.
    public let startOffsetSeconds: Int

    public init(
        index: Int, kind: SegmentKind, setIndex: Int, roundIndex: Int, exercise: String?, durationSeconds: Int,
        startOffsetSeconds: Int
    ) {
        self.index = index
        self.kind = kind
        self.setIndex = setIndex
        self.roundIndex = roundIndex
        self.exercise = exercise
        self.durationSeconds = durationSeconds
        self.startOffsetSeconds = startOffsetSeconds
    }

    /// What the segment is called on screen and in events: the exercise, else the kind's label.
    public var label: String { exercise ?? kind.defaultLabel }

    /// Planned end, in seconds from the start of the session.
    public var endOffsetSeconds: Int { startOffsetSeconds + durationSeconds }
}
