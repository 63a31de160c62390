import CMainLoop
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The main thread's own event loop: it drains the main queue and rings the clock's timers itself, one wake each.
/// 主线程自己的事件循环：由它清空主队列并触发时钟的定时器，每次只唤醒一个线程。
public enum MainThreadLoop {
    /// The epoll descriptor while the loop runs (Linux); -1 otherwise, and timers then use Dispatch.
    @MainActor private static var poller: Int32 = -1
    /// What to run when a watched descriptor becomes readable.
    @MainActor private static var watchers: [Int32: @MainActor () -> Void] = [:]
    /// What runs once this turn's events are handled, before the loop waits again.
    @MainActor private static var beforeWaitingActions: [@MainActor () -> Void] = []

    @MainActor static var isRunning: Bool { poller >= 0 }

    /// Runs `body` on the main actor and serves the main thread (not `dispatchMain`'s two threads a timer) until exit.
    @MainActor public static func run(_ body: @escaping @MainActor () async -> Never) -> Never {
        let queue = c_main_loop_main_queue_handle()
        poller = queue >= 0 ? c_main_loop_create() : -1
        if poller >= 0, watch(queue, { drainMainQueue(queue) }) {
            Task { await body() }
            serve()
        }
        if poller >= 0 { close(poller) }
        poller = -1
        Task { await body() }
        dispatchMain()
    }

    /// Calls `action` on the main thread each time `descriptor` becomes readable; false if epoll refused it.
    @MainActor static func watch(_ descriptor: Int32, _ action: @escaping @MainActor () -> Void) -> Bool {
        guard c_main_loop_watch(poller, descriptor) == 0 else { return false }
        watchers[descriptor] = action
        return true
    }

    /// Runs `action` once this turn's events are handled, before the loop waits (a `Task` when the loop is not running).
    @MainActor public static func beforeWaiting(_ action: @escaping @MainActor () -> Void) {
        // A run loop's before-waiting observer: the changes of one turn are acted on once, without a wake of their own.
        // The loop waits only once none is left: an action that always asks for another would keep it from waiting.
        guard isRunning else {
            Task { @MainActor in action() }
            return
        }
        beforeWaitingActions.append(action)
    }

    @MainActor static func unwatch(_ descriptor: Int32) {
        guard watchers.removeValue(forKey: descriptor) != nil else { return }
        _ = c_main_loop_unwatch(poller, descriptor)
    }

    @MainActor private static func drainMainQueue(_ queue: Int32) {
        // Read first: a job queued while the queue drains writes the descriptor again.
        var count: UInt64 = 0
        _ = read(queue, &count, MemoryLayout<UInt64>.size)
        c_main_loop_main_queue_drain()
    }

    @MainActor private static func serve() -> Never {
        var ready = [Int32](repeating: -1, count: 16)
        while true {
            let count = c_main_loop_wait(poller, &ready, Int32(ready.count))
            guard count >= 0 else {
                if errno == EINTR { continue }
                fatalError("epoll_wait failed (errno \(errno))")
            }
            // Looked up for each event: a watcher may unwatch another. A number closed and reused within one batch reaches
            // its new watcher once, harmlessly: every watched descriptor is non-blocking and read before it acts.
            for descriptor in ready.prefix(Int(count)) { watchers[descriptor]?() }
            // An action may ask for another (a redraw that changes what it observes): run them all before waiting.
            while !beforeWaitingActions.isEmpty {
                let actions = beforeWaitingActions
                beforeWaitingActions = []
                for action in actions { action() }
            }
        }
    }
}
