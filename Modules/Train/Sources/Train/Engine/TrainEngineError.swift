/// Why the engine refused an action; never a crash.
/// 引擎拒绝某项操作的原因；从不崩溃。
public enum TrainEngineError: Error, Hashable, Sendable {
    /// The action is not possible in this state (e.g. resume while running).
    case invalidTransition(from: TrainState, action: TrainAction)
    /// Extending or ending a rest while the current segment is not a rest.
    case notInRest
    /// Going back from the first segment.
    case noPreviousSegment
    /// A rest extension outside `SessionOverride.restExtensionSeconds`.
    case invalidExtension(seconds: Int)
}
