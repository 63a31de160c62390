import HubStore
import Synchronization

/// The answer to one store operation: given once, by the operation or by its connection closing first.
/// 一次存储操作的结果：只给出一次，来自操作本身，或来自先行关闭的连接。
final class PostgresPendingAnswer<T: Sendable>: Sendable {
    /// Who waits for the answer, the task computing it, and whether the waiter was cancelled before it started.
    /// 等待结果的一方、计算结果的任务，以及等待方是否在任务开始前已被取消。
    private struct State {
        var continuation: CheckedContinuation<T, any Error>?
        var work: Task<Void, Never>?
        var cancelled = false
    }

    private let state = Mutex(State())

    /// Who waits: called once, inside `withCheckedThrowingContinuation`.
    func wait(_ continuation: CheckedContinuation<T, any Error>) {
        state.withLock { $0.continuation = continuation }
    }

    /// The task computing the answer, cancelled at once when the waiter already was.
    func started(_ work: Task<Void, Never>) {
        let cancelled = state.withLock { state in
            state.work = work
            return state.cancelled
        }
        if cancelled { work.cancel() }
    }

    /// Passes the waiter's cancellation on to the work.
    func cancel() {
        let work = state.withLock { state in
            state.cancelled = true
            return state.work
        }
        work?.cancel()
    }

    /// Resumes the waiter once; the later of the operation and the connection's closing finds nothing to resume.
    func finish(_ result: Result<T, any Error>) {
        let continuation = state.withLock { state in
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(with: result)
    }
}
