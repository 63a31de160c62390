import Synchronization

/// Keeps the newest published message and hands every message to every viewer's small outbox, without waiting.
/// 保存最新发布的消息，并把每条消息放入每位观看者的小发件箱，从不等待。
final class LiveBroadcaster: Sendable {
    /// Messages a viewer may lag behind; older ones are dropped, since each message is a full snapshot.
    static let outboxCapacity = 4

    /// Everything behind the lock.
    /// 锁保护下的全部状态。
    private struct State {
        var newest: String?
        var outboxes: [Int: AsyncStream<String>.Continuation] = [:]
        var nextViewer = 0
        var isClosed = false
    }

    private let state = Mutex(State())
    /// Told when a viewer joins: the kept message has aged, so the host sends a fresh one.
    private let arrivals: AsyncStream<Void>.Continuation?

    init(arrivals: AsyncStream<Void>.Continuation? = nil) {
        self.arrivals = arrivals
    }

    /// Sends `message` to every viewer and keeps it for later ones: a lock, a dictionary walk, non-blocking yields.
    func publish(_ message: String) {
        state.withLock { state in
            guard !state.isClosed else { return }
            state.newest = message
            for outbox in state.outboxes.values { outbox.yield(message) }
        }
    }

    /// A new viewer's id and outbox, primed with the newest message; nil once closed.
    func join() -> (id: Int, outbox: AsyncStream<String>)? {
        defer { arrivals?.yield() }
        return state.withLock { state in
            guard !state.isClosed else { return nil }
            let (outbox, continuation) = AsyncStream.makeStream(
                of: String.self, bufferingPolicy: .bufferingNewest(Self.outboxCapacity))
            if let newest = state.newest { continuation.yield(newest) }
            let id = state.nextViewer
            state.nextViewer += 1
            state.outboxes[id] = continuation
            return (id, outbox)
        }
    }

    func leave(_ id: Int) {
        state.withLock { $0.outboxes.removeValue(forKey: id) }?.finish()
    }

    /// Ends every outbox (each viewer then closes its socket) and refuses new viewers.
    func close() {
        let outboxes = state.withLock { state in
            state.isClosed = true
            return Array(state.outboxes.values)
        }
        arrivals?.finish()
        for outbox in outboxes { outbox.finish() }
    }

    /// Viewers that joined and have not left yet (still closing, after `close`).
    var viewerCount: Int { state.withLock { $0.outboxes.count } }
}
