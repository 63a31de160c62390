/// What the training screen says about the last action, until the segment changes or another action replaces it.
/// 训练画面对上一个操作的说明，保留到换段或被下一个操作取代为止。
public enum TrainMessage: Hashable, Sendable {
    /// The rest was extended by this many seconds.
    case restExtended(seconds: Int)
    /// The action was refused, and why.
    case refused(TrainEngineError)
}
