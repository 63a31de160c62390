import HTTPTypes
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle

/// Builds the HTTP server of one live server: the page responder, the guarded WebSocket upgrade, one event loop.
/// 构建一个实时服务器的 HTTP 服务：页面响应器、受守卫的 WebSocket 升级，以及唯一的事件循环。
enum LiveApplication {
    // HummingbirdCore's server runs alone, without Hummingbird's `Application`: its per-second date cache and
    // service group woke the process every second of the workout (a third of what serving cost with 5 viewers).
    /// Commands are tiny; a larger frame is refused by the decoder before it is buffered.
    static let maximumFrameBytes = 4096
    /// How long a closing viewer may take to answer, well inside `stop()`'s two seconds.
    static let closeTimeout: Duration = .seconds(1)

    /// What the server shares with the server object: the gate, the broadcaster, the command input, the loop.
    /// 服务与服务器对象共享的部件：门禁、广播器、命令输入与事件循环。
    struct Parts: Sendable {
        let gate: LiveRequestGate
        let broadcaster: LiveBroadcaster
        let commands: AsyncStream<String>.Continuation
        /// The server's one event loop: every connection and every viewer's task runs on it.
        let loop: any EventLoop
    }

    /// The server, ready to `run()`; it listens when run and stops when its task is cancelled.
    static func build(
        _ configuration: LiveServerConfiguration, parts: Parts, onServerRunning: @escaping @Sendable (Int) -> Void
    ) throws -> any Service {
        let responder = LiveHTTPResponder(gate: parts.gate, page: ByteBuffer(string: configuration.page))
        let channelConfiguration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: .seconds(60)),
            ws: .init(
                maxFrameSize: maximumFrameBytes, autoPing: .disabled,
                closeTimeout: closeTimeout, validateUTF8: true))
        let server = HTTPServerBuilder { httpResponder in
            LiveChildChannel(
                upgradeChannel: HTTP1WebSocketUpgradeChannel(
                    responder: httpResponder, configuration: channelConfiguration,
                    shouldUpgrade: { request, channel, _ in
                        upgrade(request, on: channel, pingInterval: configuration.pingInterval, parts: parts)
                    }),
                gate: parts.gate)
        }
        return try server.buildServer(
            configuration: ServerConfiguration(address: .hostname(configuration.host, port: configuration.port)),
            eventLoopGroup: parts.loop, logger: silentLogger,
            responder: { request, writer, _ in
                let response = responder.respond(to: request)
                try await writer.write(response: response.head, body: response.body)
            },
            onServerRunning: { channel in onServerRunning(channel.localAddress?.port ?? configuration.port) })
    }

    /// Nothing is logged: request lines carry tokens, and the host program owns the terminal.
    static let silentLogger = Logger(label: "interfit.live") { _ in SwiftLogNoOpLogHandler() }

    /// The guard already answered refused upgrades; this only learns the role (and stays safe on its own).
    private static func upgrade(
        _ request: HTTPRequest, on channel: any Channel, pingInterval: Duration, parts: Parts
    ) -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>> {
        guard case .webSocket(let role) = parts.gate.verdict(for: LiveRequestHead(request)) else { return .dontUpgrade }
        let session = LiveViewerSession(role: role, broadcaster: parts.broadcaster, commands: parts.commands)
        let executor = LiveLoopExecutor(parts.loop)
        return .upgrade([:]) { inbound, outbound, _ in
            try await withTaskExecutorPreference(executor) {
                try await LiveKeepAlive.install(on: channel, interval: pingInterval)
                try await session.run(inbound: inbound, outbound: outbound)
            }
        }
    }
}
