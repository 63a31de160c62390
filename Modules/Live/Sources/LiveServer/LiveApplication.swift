import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// Builds the Hummingbird application of one live server: the page responder, the guarded WebSocket upgrade.
/// 构建一个实时服务器的 Hummingbird 应用：页面响应器与受守卫的 WebSocket 升级。
enum LiveApplication {
    /// Commands are tiny; a larger frame is refused by the decoder before it is buffered.
    static let maximumFrameBytes = 4096
    /// A phone that went to sleep is noticed within two pings.
    static let pingPeriod: Duration = .seconds(30)
    /// How long a closing viewer may take to answer, well inside `stop()`'s two seconds.
    static let closeTimeout: Duration = .seconds(1)

    /// What the application shares with the server object: the gate, the broadcaster and the command input.
    /// 应用与服务器对象共享的部件：门禁、广播器与命令输入。
    struct Parts: Sendable {
        let gate: LiveRequestGate
        let broadcaster: LiveBroadcaster
        let commands: AsyncStream<String>.Continuation
    }

    static func build(
        _ configuration: LiveServerConfiguration, parts: Parts, onServerRunning: @escaping @Sendable (Int) -> Void
    ) -> some ApplicationProtocol {
        let responder = LiveHTTPResponder(gate: parts.gate, page: ByteBuffer(string: configuration.page))
        let channelConfiguration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: .seconds(60)),
            ws: .init(
                maxFrameSize: maximumFrameBytes, autoPing: .enabled(timePeriod: pingPeriod),
                closeTimeout: closeTimeout, validateUTF8: true))
        let server = HTTPServerBuilder { httpResponder in
            LiveChildChannel(
                upgradeChannel: HTTP1WebSocketUpgradeChannel(
                    responder: httpResponder, configuration: channelConfiguration,
                    shouldUpgrade: { request, _, _ in upgrade(request, parts: parts) }),
                gate: parts.gate)
        }
        return Application(
            responder: responder, server: server,
            configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
            onServerRunning: { channel in onServerRunning(channel.localAddress?.port ?? configuration.port) },
            logger: silentLogger)
    }

    /// Nothing is logged: request lines carry tokens, and the host program owns the terminal.
    static let silentLogger = Logger(label: "interfit.live") { _ in SwiftLogNoOpLogHandler() }

    /// The guard already answered refused upgrades; this only learns the role (and stays safe on its own).
    private static func upgrade(
        _ request: HTTPRequest, parts: Parts
    ) -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>> {
        guard case .webSocket(let role) = parts.gate.verdict(for: LiveRequestHead(request)) else { return .dontUpgrade }
        let session = LiveViewerSession(role: role, broadcaster: parts.broadcaster, commands: parts.commands)
        return .upgrade([:]) { inbound, outbound, _ in try await session.run(inbound: inbound, outbound: outbound) }
    }
}
