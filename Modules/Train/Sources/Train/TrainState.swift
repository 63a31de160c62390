import Shared

/// The engine's state machine: idle → running ⇄ paused → completed | ended.
public enum TrainState: Hashable, Sendable {
    case idle
    case running
    case paused(PauseReason)
    case completed
    case ended

    /// True once the session is over.
    public var isFinished: Bool { self == .completed || self == .ended }

    public var isPaused: Bool {
        if case .paused = self { return true }
        return false
    }
}
