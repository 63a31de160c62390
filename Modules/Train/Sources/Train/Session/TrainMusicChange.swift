import Shared

/// A music directive as it happened: at which segment and when, for event streams.
/// 实际发生的音乐指令：在哪个阶段、何时，供事件流使用。
public struct TrainMusicChange: Hashable, Sendable {
    public let directive: MusicDirective
    public let segment: Segment
    /// Seconds since the session started.
    public let t: Double

    public init(directive: MusicDirective, segment: Segment, t: Double) {
        self.directive = directive
        self.segment = segment
        self.t = t
    }
}
