import HubStore
import PostgresNIO
import Synchronization

/// Answers store operations on pooled connections, failing those still waiting when their connection closes.
/// 在连接池的连接上应答存储操作；连接关闭时，让仍在等待的操作失败。
final class PostgresConnectionWatch: Sendable {
    // postgres-nio 1.33.2 drops a query written after its channel closed and never completes it (the ROLLBACK that
    // `withTransaction` sends after PostgreSQL died, for one): awaiting the operation alone would hang the request,
    // and the graceful stop that waits for it, for ever. Each operation runs in a task of its own; one callback per
    // connection (on its close future) answers every operation still waiting on it, and the abandoned tasks hold
    // nothing the pool or the server waits for. No timer and no second task per request: requests are the hot path.

    /// The operations waiting on each open connection, by a number of their own.
    /// 每个打开的连接上正在等待的操作，按各自的编号排列。
    private struct State {
        var waiting: [PostgresConnection.ID: [Int: @Sendable () -> Void]] = [:]
        var next = 0
    }

    private let state = Mutex(State())

    /// Runs `operation` on `connection` and returns its result, or throws `.unavailable` once the connection closes.
    func answer<T: Sendable>(
        on connection: PostgresConnection, _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let pending = PostgresPendingAnswer<T>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                pending.wait(continuation)
                let key = watch(connection) {
                    pending.finish(.failure(HubStoreError.unavailable("PostgreSQL: the connection closed")))
                }
                pending.started(
                    Task {
                        let result: Result<T, any Error>
                        do { result = .success(try await operation()) } catch { result = .failure(error) }
                        self.unwatch(connection.id, key)
                        pending.finish(result)
                    })
            }
        } onCancel: {
            pending.cancel()
        }
    }

    /// Registers `closed` for `connection`; the close future gets one callback per connection, not one per operation.
    private func watch(_ connection: PostgresConnection, _ closed: @escaping @Sendable () -> Void) -> Int {
        let (key, first) = state.withLock { state in
            defer { state.next &+= 1 }
            let first = state.waiting[connection.id] == nil
            state.waiting[connection.id, default: [:]][state.next] = closed
            return (state.next, first)
        }
        let id = connection.id
        if first { connection.closeFuture.whenComplete { _ in self.closed(id) } }
        // Closed before the entry was made: its callback may have run already.
        if connection.isClosed { self.closed(id) }
        return key
    }

    private func unwatch(_ id: PostgresConnection.ID, _ key: Int) {
        state.withLock { _ = $0.waiting[id]?.removeValue(forKey: key) }
    }

    /// Answers every operation still waiting on the connection `id`, which has closed.
    private func closed(_ id: PostgresConnection.ID) {
        let waiting = state.withLock { $0.waiting.removeValue(forKey: id) } ?? [:]
        for closed in waiting.values { closed() }
    }
}
