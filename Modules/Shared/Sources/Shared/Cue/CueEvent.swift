/// Something the user should hear or feel; the engine emits these and never knows how they sound.
/// 用户应当听到或感受到的事；引擎只发出它们，从不关心其声音。
public enum CueEvent: Hashable, Sendable {
    /// A segment begins: its kind, label and the next work segment's exercise, if any.
    case segmentStart(SegmentCue)
    /// A work segment ended and a rest begins.
    case workToRest(SegmentCue)
    /// A rest ended and a work segment begins.
    case restToWork(SegmentCue)
    /// The last work set of the workout begins.
    case lastSet(SegmentCue)
    /// 3, 2, 1 seconds before a segment ends.
    case countdown(Int)
    /// Halfway through a work segment.
    case halfway
    case paused
    case resumed
    case completed

    /// Which cue wins when several fall on the same instant (higher wins).
    public var priority: Int {
        switch self {
        case .completed: 100
        case .paused, .resumed: 90
        case .lastSet: 80
        case .workToRest, .restToWork: 70
        case .segmentStart: 60
        case .halfway: 30
        case .countdown: 20
        }
    }

    /// A stable name, as used in `--events ndjson`.
    public var name: String {
        switch self {
        case .segmentStart: "segmentStart"
        case .workToRest: "workToRest"
        case .restToWork: "restToWork"
        case .lastSet: "lastSet"
        case .countdown: "countdown"
        case .halfway: "halfway"
        case .paused: "paused"
        case .resumed: "resumed"
        case .completed: "completed"
        }
    }

    /// The segment a transition cue announces, if any.
    public var segment: SegmentCue? {
        switch self {
        case .segmentStart(let cue), .workToRest(let cue), .restToWork(let cue), .lastSet(let cue): cue
        default: nil
        }
    }
}
