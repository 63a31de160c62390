import Shared

/// The engine's state machine: idle → running ⇄ paused → completed | ended.
/// 引擎的状态机：空闲 → 进行中 ⇄ 已暂停 → 已完成 | 已结束。
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
