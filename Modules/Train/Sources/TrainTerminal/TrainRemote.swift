import Shared

/// The live page of one workout (`--serve`) as the driver sees it: where it is, what it shows, what it sends back.
/// 驱动所见的一次训练的实时页面（`--serve`）：它在哪里、显示什么、发回什么。
@MainActor
public final class TrainRemote {
    /// The page's address with the control token; nil when every viewer is view-only.
    public let url: String?
    public let viewOnlyURL: String
    /// True when it listens on every interface (`--serve-on lan`), which the user is told.
    public let servesLAN: Bool
    /// The page's address as a QR code in terminal text, when one could be made (a LAN address and `qrencode`).
    public let qrCode: String?
    private let commands: AsyncStream<String>
    private let arrivals: AsyncStream<Void>
    private let stop: @Sendable () async -> Void
    private var listeners: [Task<Void, Never>] = []
    // At a boundary the workout writes its event line and then the page's state. Rendered and sent on the main thread,
    // the state kept the processor that the line's reader had just been woken on (a pipe's reader is woken onto the
    // writer's core), so `show` renders it on the server's thread. Handed over at once, that thread woke with the
    // line's reader, and with the viewers they took both processors of a 2-core machine (lateness p50 +0.4 ms): the
    // hand-off waits `handOffDelay` on the main loop's own timer, so at the boundary no other thread of ours wakes.
    /// How long a message waits on the main thread: far below what a screen across the room shows (a frame is 16 ms).
    static let handOffDelay = Duration.milliseconds(2)
    private let clock: any MonotonicClock
    /// Rings `handOffDelay` after the first of `waiting` was shown.
    private var handOff: (any ClockAlarm)?
    /// Messages shown but not yet handed to `send`, in order.
    private var waiting: [@Sendable () -> String] = []
    /// Renders a message off the main thread and sends it, in the order of the calls.
    private let send: @Sendable (_ render: @escaping @Sendable () -> String) -> Void

    /// A page: viewers' lines on `commands`, joins on `arrivals`; `show` renders off the main thread and sends, in order.
    public init(
        url: String?, viewOnlyURL: String, servesLAN: Bool, qrCode: String?, commands: AsyncStream<String>,
        arrivals: AsyncStream<Void>, clock: any MonotonicClock,
        show: @escaping @Sendable (_ render: @escaping @Sendable () -> String) -> Void,
        stop: @escaping @Sendable () async -> Void
    ) {
        (self.url, self.viewOnlyURL, self.servesLAN, self.qrCode) = (url, viewOnlyURL, servesLAN, qrCode)
        (self.commands, self.arrivals, self.clock, self.send, self.stop) = (commands, arrivals, clock, show, stop)
        handOff = clock.makeAlarm { [weak self] in self?.handOver() }
    }

    /// Hands viewers' lines to `perform` in order, and calls `refresh` when one joins (its state aged), until closed.
    func start(perform: @escaping @MainActor (String) -> Void, refresh: @escaping @MainActor () -> Void) {
        guard listeners.isEmpty else { return }
        let (commands, arrivals, mainQueue) = (commands, arrivals, MainQueueExecutor())
        // They wait on the main thread: on the main actor, each `for await` would first hop to the global pool.
        listeners = [
            Task(executorPreference: mainQueue) {
                for await line in commands { await perform(line) }
            },
            Task(executorPreference: mainQueue) {
                for await _ in arrivals { await refresh() }
            },
        ]
    }

    /// Shows what `render` makes (a JSON state) to every viewer and later joiner, in order, `handOffDelay` on.
    func show(_ render: @escaping @Sendable () -> String) {
        waiting.append(render)
        if waiting.count == 1 { handOff?.set(at: clock.now() + Self.handOffDelay) }
    }

    /// Sends every waiting message, in order.
    private func handOver() {
        for render in waiting { send(render) }
        waiting = []
    }

    /// Stops serving: viewers have had the last state; nothing they send is carried out any more.
    public func close() async {
        for listener in listeners { listener.cancel() }
        listeners = []
        handOff?.clear()
        handOver()
        await stop()
    }
}
