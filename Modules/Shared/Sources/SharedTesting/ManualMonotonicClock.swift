import Shared
import Synchronization

/// A monotonic clock that only moves when told to; sleepers wake when it passes their deadline.
/// 只在被告知时才前进的单调时钟；到达截止时间的等待者会被唤醒。
public final class ManualMonotonicClock: MonotonicClock {
    /// The current time and the tasks asleep until a deadline.
    /// 当前时间与等待中的任务。
    private struct State {
        var now: Duration = .zero
        var sleepers: [(deadline: Duration, continuation: CheckedContinuation<Void, any Error>)] = []
    }

    private let state = Mutex(State())

    public init() {}

    public func now() -> Duration { state.withLock { $0.now } }

    public func sleep(until deadline: Duration) async throws {
        try Task.checkCancellation()
        try await withCheckedThrowingContinuation { continuation in
            let wakeNow = state.withLock { state in
                if deadline <= state.now { return true }
                state.sleepers.append((deadline, continuation))
                return false
            }
            if wakeNow { continuation.resume() }
        }
    }

    /// Moves time forward and wakes every sleeper whose deadline has passed.
    public func advance(by duration: Duration) {
        let due = state.withLock { state in
            state.now += duration
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Number of tasks currently asleep on this clock.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }
}
