/// Where the training engine's music directives go (mpv, an MPRIS player, a test recorder); like `CueSink`,
/// it must return at once and never delay the timer. Train needs no audio module to drive it.
/// 训练引擎音乐指令的去处（mpv、MPRIS 播放器、测试记录器）；与 `CueSink` 一样必须立即返回，绝不拖慢计时。
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
