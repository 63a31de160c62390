/// Where cue events go (bell, tones, speech, a test recorder); must return at once, never delaying the timer.
/// 提示事件的去处（响铃、提示音、语音、测试记录器）；必须立即返回，绝不拖慢计时。
public protocol CueSink: Sendable {
    func deliver(_ cue: CueEvent)
}
