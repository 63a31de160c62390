import HubStore
import Synchronization

/// Reads the store's data version once for every request that arrived before the read started.
/// 为读取开始前到达的所有请求只读取一次存储的数据版本。
final class HubDataVersionBatcher: Sendable {
    // A kept answer may be reused only if nothing it shows changed before its request arrived. A read of the version
    // that starts after the arrival sees every write acknowledged before it (a 2xx is sent after the commit), from any
    // instance: so a request never joins a read already under way, it waits for the next one, which starts as soon as
    // the current one ends and answers everybody who arrived meanwhile. Under load that is one store round trip per
    // round trip time instead of one per request, and a request waits at most two round trips.

    /// The requests waiting on the read under way and on the one after it.
    /// 等待当前读取和下一次读取的请求。
    private struct State {
        var reading = false
        var current: [Waiter] = []
        var next: [Waiter] = []
    }

    /// What a waiting request does with the version (or the store's failure).
    typealias Waiter = @Sendable (Result<HubDataVersion, HubStoreError>) -> Void

    private let read: @Sendable () async throws(HubStoreError) -> HubDataVersion
    private let state = Mutex(State())

    init(read: @escaping @Sendable () async throws(HubStoreError) -> HubDataVersion) {
        self.read = read
    }

    /// The data version as of a read that started after this call did.
    func version() async throws(HubStoreError) -> HubDataVersion {
        let result = await withCheckedContinuation { continuation in
            version { continuation.resume(returning: $0) }
        }
        return try result.get()
    }

    /// Calls `done` with the data version as of a read that started after this call did (on the reading task).
    func version(then done: @escaping Waiter) {
        let start = state.withLock { state in
            if state.reading {
                state.next.append(done)
                return false
            }
            state.reading = true
            state.current = [done]
            return true
        }
        if start { Task { await self.readForWaiters() } }
    }

    /// How many requests wait on a read (tests watch a request join the queue).
    var waitingCount: Int {
        state.withLock { $0.current.count + $0.next.count }
    }

    /// Reads for the current waiters, answers them, then reads again for those who came meanwhile.
    private func readForWaiters() async {
        while true {
            let result: Result<HubDataVersion, HubStoreError>
            do { result = .success(try await read()) } catch { result = .failure(error) }
            // Whether this loop reads again is decided under the same lock that hands the next waiters over, so
            // exactly one loop runs at a time.
            let (answered, more) = state.withLock { state in
                let answered = state.current
                state.current = state.next
                state.next = []
                state.reading = !state.current.isEmpty
                return (answered, state.reading)
            }
            for waiter in answered { waiter(result) }
            guard more else { return }
        }
    }
}
