import Synchronization

/// Fails the waits for a pooled connection that outlast their deadline, with one timer for all of them.
/// 用一个计时器让所有等待连接池连接超过期限的调用失败。
final class PostgresLeaseDeadlines: Sendable {
    // A timer per call (a sleeping task beside each lease) cost a task, a dispatch timer and a wake-up per store call
    // on the hot path, and on Linux a cancelled `Task.sleep` keeps its memory until its deadline. One sweeper task
    // runs while calls wait and looks every `sweepPeriod`: a deadline fires up to one period late.

    /// How often the sweeper looks for expired waits while there are any.
    static let sweepPeriod: Duration = .milliseconds(250)

    /// The waits not yet given a connection, by ticket, and whether the sweeper runs.
    /// 尚未得到连接的等待（按票号），以及清扫任务是否在运行。
    private struct State {
        var waiting: [Int: (deadline: ContinuousClock.Instant, expire: @Sendable () -> Void)] = [:]
        var next = 0
        var sweeping = false
    }

    private let state = Mutex(State())

    /// Registers a wait; `expire` runs once if it is still registered after `timeout`. Returns its ticket.
    func add(after timeout: Duration, expire: @escaping @Sendable () -> Void) -> Int {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        let (ticket, startSweeper) = state.withLock { state in
            defer { state.next &+= 1 }
            state.waiting[state.next] = (deadline, expire)
            let start = !state.sweeping
            state.sweeping = true
            return (state.next, start)
        }
        if startSweeper { Task { await self.sweep() } }
        return ticket
    }

    /// The wait got its connection (or ended): its deadline no longer applies.
    func remove(_ ticket: Int) {
        _ = state.withLock { $0.waiting.removeValue(forKey: ticket) }
    }

    /// Waits currently registered (tests watch them come and go).
    var count: Int { state.withLock { $0.waiting.count } }

    /// Whether the sweeper task runs (it ends when nothing waits).
    var isSweeping: Bool { state.withLock { $0.sweeping } }

    /// Expires what is due every period; ends when nothing waits (the next `add` starts it again).
    private func sweep() async {
        while true {
            try? await Task.sleep(for: Self.sweepPeriod)
            let now = ContinuousClock.now
            let (expired, more) = state.withLock { state in
                let due = state.waiting.filter { $0.value.deadline <= now }
                for ticket in due.keys { state.waiting.removeValue(forKey: ticket) }
                state.sweeping = !state.waiting.isEmpty
                return (due.values.map(\.expire), state.sweeping)
            }
            for expire in expired { expire() }
            guard more else { return }
        }
    }
}
