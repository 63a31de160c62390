import HubStore
import PostgresNIO
import Synchronization

/// The answer to one store operation on one connection: its result, or an error as soon as the connection closes.
/// 一次存储操作在一个连接上的结果：操作的结果，或在连接关闭时立即给出的错误。
final class PostgresPendingAnswer<T: Sendable>: Sendable {
    // postgres-nio 1.33.2 drops a query written after its channel closed and never completes it (the ROLLBACK that
    // `withTransaction` sends after PostgreSQL died, for one): awaiting the operation alone would hang the request,
    // and the graceful stop that waits for it, for ever. The operation runs in a task of its own; a watcher answers
    // for it once the connection is closed, and the abandoned task holds nothing the pool or the server waits for.

    /// Who waits for the answer, and the two tasks racing to give it.
    /// 等待结果的一方，以及竞相给出结果的两个任务。
    private struct State {
        var continuation: CheckedContinuation<T, any Error>?
        var work: Task<Void, Never>?
        var watcher: Task<Void, Never>?
        var cancelled = false
    }

    private let state = Mutex(State())

    /// How often the watcher looks at the connection: the longest a request waits once PostgreSQL is gone.
    static var watchInterval: Duration { .milliseconds(200) }

    /// Runs `operation` on `connection` and returns its result, or throws `.unavailable` once the connection closes.
    static func answer(
        on connection: PostgresConnection, _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let pending = PostgresPendingAnswer()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                pending.state.withLock { $0.continuation = continuation }
                let work = Task {
                    do {
                        pending.finish(.success(try await operation()))
                    } catch {
                        pending.finish(.failure(error))
                    }
                }
                let watcher = Task {
                    while !connection.isClosed {
                        do { try await Task.sleep(for: watchInterval) } catch { return }
                    }
                    pending.finish(.failure(HubStoreError.unavailable("PostgreSQL: the connection closed")))
                }
                let cancelled = pending.state.withLock { state in
                    state.work = work
                    state.watcher = watcher
                    return state.cancelled
                }
                if cancelled { work.cancel() }
            }
        } onCancel: {
            let work = pending.state.withLock { state in
                state.cancelled = true
                return state.work
            }
            work?.cancel()
        }
    }

    /// Resumes the waiting request once (the second of the operation and the watcher finds nothing to resume).
    private func finish(_ result: Result<T, any Error>) {
        let (continuation, watcher) = state.withLock { state in
            defer { state.continuation = nil }
            return (state.continuation, state.watcher)
        }
        watcher?.cancel()
        continuation?.resume(with: result)
    }
}
