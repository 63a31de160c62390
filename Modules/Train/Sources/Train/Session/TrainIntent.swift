/// What someone asks of a running workout, the same whether it came from a key, a control line or a remote.
/// 对进行中训练的请求，无论来自按键、控制行还是远程，都是同一种意图。
public enum TrainIntent: Hashable, Sendable {
    /// Pause when running, resume when paused (the space key).
    case togglePause
    case pause
    case resume
    /// To the next segment; from a source that asks first, only once confirmed.
    case skip
    /// Back to the start of the previous segment.
    case back
    /// Adds seconds to the current rest (held to `SessionOverride.restExtensionSeconds`).
    case extendRest(seconds: Int)
    case endRestEarly
    /// Ends the workout early; from a source that asks first, only once confirmed.
    case end
    case toggleHelp
    case closeHelp
    case toggleMusicMute
    /// Yes to the pending question.
    case confirm
    /// No to the pending question.
    case cancel
}
