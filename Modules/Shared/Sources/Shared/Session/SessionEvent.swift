/// Something that happened in a session, at `t` seconds since its start on the monotonic clock.
/// 会话中发生的事，记录自开始以来的单调时钟秒数 `t`。
public struct SessionEvent: Hashable, Codable, Sendable {
    /// What happened.
    /// 发生了什么。
    public enum Kind: Hashable, Codable, Sendable {
        case started
        case segmentChanged(index: Int)
        case paused(reason: PauseReason)
        case resumed
        case skipped(fromIndex: Int)
        case wentBack(fromIndex: Int)
        case restExtended(seconds: Int)
        case restEndedEarly(index: Int)
        case degraded(reason: String)
        case recovered
        case completed
        case ended
    }

    /// Seconds since the session started, including pauses (millisecond precision is kept).
    public let t: Double
    public let kind: Kind

    public init(t: Double, kind: Kind) {
        self.t = t
        self.kind = kind
    }
}
