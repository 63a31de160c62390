import Shared

/// One line of a session's timeline: when, what happened, and in which segment.
/// 会话时间线的一行：何时、发生了什么、在哪个阶段。
public struct HistoryTimelineEntry: Hashable, Sendable {
    /// Seconds since the session started, pauses included.
    public let t: Double
    public let kind: SessionEvent.Kind
    /// The segment the session was in (nil before the first one).
    public let segment: Segment?

    public init(t: Double, kind: SessionEvent.Kind, segment: Segment?) {
        self.t = t
        self.kind = kind
        self.segment = segment
    }

    /// Each event of `session` with the segment it happened in, in order.
    public static func timeline(of session: Session) -> [HistoryTimelineEntry] {
        let segments = Timeline(content: session.snapshot.content).segments
        var current: Segment? = nil
        return session.events.map { event in
            if case .segmentChanged(let index) = event.kind, segments.indices.contains(index) {
                current = segments[index]
            }
            return HistoryTimelineEntry(t: event.t, kind: event.kind, segment: current)
        }
    }
}
