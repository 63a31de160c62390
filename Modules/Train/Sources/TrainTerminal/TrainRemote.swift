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
    // writer's core); rendered here, in order, by one task of its own, the main thread is asleep again at once.
    /// The page's next messages, each rendered when its turn comes.
    private let messages: AsyncStream<@Sendable () -> String>.Continuation
    /// Renders and sends `messages` in order until `close`.
    private let sender: Task<Void, Never>

    /// A page: viewers' lines on `commands`, their joins on `arrivals`; `show` sends, `stop` ends serving.
    public init(
        url: String?, viewOnlyURL: String, servesLAN: Bool, qrCode: String?, commands: AsyncStream<String>,
        arrivals: AsyncStream<Void>, show: @escaping @Sendable (String) -> Void,
        stop: @escaping @Sendable () async -> Void
    ) {
        (self.url, self.viewOnlyURL, self.servesLAN, self.qrCode) = (url, viewOnlyURL, servesLAN, qrCode)
        (self.commands, self.arrivals, self.stop) = (commands, arrivals, stop)
        let (messages, input) = AsyncStream.makeStream(of: (@Sendable () -> String).self)
        self.messages = input
        sender = Task.detached(priority: .utility) {
            for await render in messages { show(render()) }
        }
    }

    /// Hands viewers' lines to `perform` in order, and calls `refresh` when one joins (its state aged), until closed.
    func start(perform: @escaping @MainActor (String) -> Void, refresh: @escaping @MainActor () -> Void) {
        guard listeners.isEmpty else { return }
        let (commands, arrivals) = (commands, arrivals)
        listeners = [
            Task { @MainActor in
                for await line in commands { perform(line) }
            },
            Task { @MainActor in
                for await _ in arrivals { refresh() }
            },
        ]
    }

    /// Shows what `render` makes (a JSON state) to every viewer and later joiner: rendered off the main thread, in order.
    func show(_ render: @escaping @Sendable () -> String) { messages.yield(render) }

    /// Stops serving: viewers have had the last state; nothing they send is carried out any more.
    public func close() async {
        for listener in listeners { listener.cancel() }
        listeners = []
        messages.finish()
        await sender.value
        await stop()
    }
}
