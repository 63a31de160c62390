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
    private let send: @Sendable (String) -> Void
    private let stop: @Sendable () async -> Void
    private var listeners: [Task<Void, Never>] = []

    /// A page: viewers' lines on `commands`, their joins on `arrivals`; `show` sends, `stop` ends serving.
    public init(
        url: String?, viewOnlyURL: String, servesLAN: Bool, qrCode: String?, commands: AsyncStream<String>,
        arrivals: AsyncStream<Void>, show: @escaping @Sendable (String) -> Void,
        stop: @escaping @Sendable () async -> Void
    ) {
        (self.url, self.viewOnlyURL, self.servesLAN, self.qrCode) = (url, viewOnlyURL, servesLAN, qrCode)
        (self.commands, self.arrivals, send, self.stop) = (commands, arrivals, show, stop)
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

    /// Shows `message` (a JSON state) to every viewer now and to each who joins later.
    func show(_ message: String) { send(message) }

    /// Stops serving: viewers have had the last state; nothing they send is carried out any more.
    public func close() async {
        for listener in listeners { listener.cancel() }
        listeners = []
        await stop()
    }
}
