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
    private let send: @Sendable (String) -> Void
    private let stop: @Sendable () async -> Void
    private var listener: Task<Void, Never>?

    /// A page whose viewers' command lines arrive on `commands`; `show` sends a message, `stop` ends serving.
    public init(
        url: String?, viewOnlyURL: String, servesLAN: Bool, qrCode: String?, commands: AsyncStream<String>,
        show: @escaping @Sendable (String) -> Void, stop: @escaping @Sendable () async -> Void
    ) {
        (self.url, self.viewOnlyURL, self.servesLAN, self.qrCode) = (url, viewOnlyURL, servesLAN, qrCode)
        (self.commands, send, self.stop) = (commands, show, stop)
    }

    /// Hands each command line a viewer sends to `perform`, in order, until `close()`.
    func start(perform: @escaping @MainActor (String) -> Void) {
        guard listener == nil else { return }
        let commands = commands
        listener = Task { @MainActor in
            for await line in commands { perform(line) }
        }
    }

    /// Shows `message` (a JSON state) to every viewer now and to each who joins later.
    func show(_ message: String) { send(message) }

    /// Stops serving: viewers have had the last state; nothing they send is carried out any more.
    public func close() async {
        listener?.cancel()
        listener = nil
        await stop()
    }
}
