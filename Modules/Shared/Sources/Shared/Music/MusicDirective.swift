/// What the music does when a segment begins: start a selection, keep the one playing, or go quiet.
/// 阶段开始时音乐的动作：开始某个曲目、继续当前曲目，或安静下来。
public enum MusicDirective: Hashable, Sendable {
    /// A different selection starts at the boundary.
    case play(MusicSelection)
    /// The same selection continues without a restart.
    case `continue`(MusicSelection)
    /// Nothing plays in this segment.
    case pause

    /// The selection heard during the segment, if any.
    public var selection: MusicSelection? {
        switch self {
        case .play(let selection), .continue(let selection): selection
        case .pause: nil
        }
    }

    /// A stable name, as used in `--events ndjson`.
    public var action: String {
        switch self {
        case .play: "play"
        case .continue: "continue"
        case .pause: "pause"
        }
    }

    /// The directive for entering `segment` while `playing` is heard (nil: silence), also on skips and steps back.
    public static func entering(_ segment: Segment, of plan: MusicPlan, playing: MusicSelection?) -> MusicDirective {
        let selection = plan.selection(for: segment)
        if selection.isNone { return .pause }
        return selection == playing ? .continue(selection) : .play(selection)
    }

    /// One directive per segment of `timeline`, as a workout without skips hears them.
    public static func schedule(_ plan: MusicPlan, over timeline: Timeline) -> [MusicDirective] {
        var playing: MusicSelection?
        return timeline.segments.map { segment in
            let directive = entering(segment, of: plan, playing: playing)
            playing = directive.selection
            return directive
        }
    }
}
