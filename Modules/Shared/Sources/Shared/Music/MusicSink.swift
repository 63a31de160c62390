/// Where the training engine's music directives go (mpv, MPRIS, a test recorder); like `CueSink`, returns at once.
/// 训练引擎音乐指令的去处（mpv、MPRIS、测试记录器）；与 `CueSink` 一样立即返回。
public protocol MusicSink: Sendable {
    /// A segment began: start, continue or silence its music.
    func apply(_ directive: MusicDirective)
    /// The session paused or resumed.
    func setPaused(_ paused: Bool)
    /// The user muted or unmuted music for the session.
    func setMuted(_ muted: Bool)
    /// The session is over: stop the player and clean up.
    func stop()
}
