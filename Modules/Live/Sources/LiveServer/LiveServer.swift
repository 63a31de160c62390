import NIOCore
import NIOPosix
import Synchronization

/// Serves one page and one WebSocket for one workout: JSON messages out, command lines from viewers in.
/// 为一次训练提供一个页面和一个 WebSocket：向外发送 JSON 消息，接收观看者发来的命令行。
public final class LiveServer: Sendable {
    /// How long `stop()` lets viewers answer the close before it cuts every connection.
    private static let closeGrace: Duration = .milliseconds(1_000)

    public let port: Int
    public let controlToken: String?
    public let viewToken: String
    /// Command lines from control-token viewers, in order, rate-limited and length-checked; for one consumer.
    public let commands: AsyncStream<String>
    /// One element each time a viewer joins: the newest message it was given has aged, so publish a fresh one.
    public let arrivals: AsyncStream<Void>

    private let commandInput: AsyncStream<String>.Continuation
    private let broadcaster: LiveBroadcaster
    private let group: MultiThreadedEventLoopGroup
    /// The server's one event loop: its connections, its viewers' tasks and every message's rendering.
    private let loop: any EventLoop
    /// The server, on `loop`, until cancelled.
    private let running: Task<Void, Never>
    /// False once `stop()` began: nothing more is scheduled on a loop that is about to end.
    private let isAccepting = Mutex(true)

    private init(
        port: Int, tokens: LiveAccessTokens, commands: (AsyncStream<String>, AsyncStream<String>.Continuation),
        arrivals: AsyncStream<Void>, parts: LiveApplication.Parts, group: MultiThreadedEventLoopGroup,
        running: Task<Void, Never>
    ) {
        self.arrivals = arrivals
        self.port = port
        controlToken = tokens.control
        viewToken = tokens.view
        (self.commands, commandInput) = commands
        (broadcaster, loop) = (parts.broadcaster, parts.loop)
        self.group = group
        self.running = running
    }

    deinit {
        // Dropped without `stop()`: the server's task ends on its loop, then the loop ends (never from its own thread).
        guard isAccepting.withLock({ $0 }) else { return }
        running.cancel()
        let (running, group) = (running, group)
        Task {
            await running.value
            try? await group.shutdownGracefully()
        }
    }

    /// Starts listening; throws `LiveServerError` (e.g. `.cannotListen`, with the system's reason) when it cannot.
    nonisolated(nonsending) public static func start(
        _ configuration: LiveServerConfiguration
    ) async throws(LiveServerError) -> LiveServer {
        guard (0...65_535).contains(configuration.port) else { throw .invalidPort(configuration.port) }
        guard (try? SocketAddress(ipAddress: configuration.host, port: 0)) != nil else {
            throw .invalidHost(configuration.host)
        }
        var random = SystemRandomNumberGenerator()
        let tokens = LiveAccessTokens.generate(viewOnly: configuration.viewOnly, using: &random)
        let boundPort = LiveBoundPort(configuration.port)
        let commands = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(64))
        let arrivals = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        // One thread serves the page and every viewer: a few sockets, and no hand-off between threads per message.
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        group.next().execute { LiveThreadPriority.lowerCurrentThread() }
        let parts = LiveApplication.Parts(
            gate: LiveRequestGate(tokens: tokens, port: boundPort),
            broadcaster: LiveBroadcaster(arrivals: arrivals.continuation),
            commands: commands.continuation, loop: group.next())
        let (startup, startupInput) = AsyncStream.makeStream(of: Result<Int, any Error>.self)
        // Everything the server runs (its connections, their WebSocket handlers and pings) stays on the loop: on the
        // global pool each connection's work and each message crossed threads, waking workers the workout shares.
        let running = Task(executorPreference: LiveLoopExecutor(parts.loop)) {
            do {
                let server = try LiveApplication.build(configuration, parts: parts) { port in
                    boundPort.set(port)
                    startupInput.yield(.success(port))
                }
                try await server.run()
                startupInput.yield(.failure(CancellationError()))
            } catch {
                startupInput.yield(.failure(error))
            }
        }
        var outcome: Result<Int, any Error> = .failure(CancellationError())
        for await first in startup {
            outcome = first
            break
        }
        switch outcome {
        case .success(let port):
            return LiveServer(
                port: port, tokens: tokens, commands: commands, arrivals: arrivals.stream, parts: parts,
                group: group, running: running)
        case .failure(let error):
            running.cancel()
            await running.value
            try? await group.shutdownGracefully()
            commands.continuation.finish()
            arrivals.continuation.finish()
            throw .cannotListen(
                address: address(host: configuration.host, port: configuration.port),
                reason: LiveServerError.systemReason(for: error))
        }
    }

    /// `http://HOST:PORT/?t=TOKEN` for a host name the caller chooses; the control token unless view-only.
    public func url(host: String) -> String {
        "http://\(Self.address(host: host, port: port))/?t=\(controlToken ?? viewToken)"
    }

    public func viewOnlyURL(host: String) -> String {
        "http://\(Self.address(host: host, port: port))/?t=\(viewToken)"
    }

    /// Sends `message` (JSON, made on the server's thread) to every viewer now and later, in call order; never waits.
    public func publish(_ message: @autoclosure @escaping @Sendable () -> String) {
        isAccepting.withLock { isAccepting in
            guard isAccepting else { return }
            let broadcaster = broadcaster
            loop.execute { broadcaster.publish(message()) }
        }
    }

    /// Closes every WebSocket (1001) after earlier messages, ends `commands`, stops listening; within about 2 s.
    nonisolated(nonsending) public func stop() async {
        let wasAccepting = isAccepting.withLock { isAccepting in
            defer { isAccepting = false }
            return isAccepting
        }
        guard wasAccepting else { return }
        let broadcaster = broadcaster
        try? await loop.submit { broadcaster.close() }.get()
        commandInput.finish()
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: Self.closeGrace)
        while broadcaster.viewerCount > 0, clock.now < deadline, !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(10))
        }
        running.cancel()
        await running.value
        try? await group.shutdownGracefully()
    }

    /// `host:port`, with an IPv6 literal in brackets.
    private static func address(host: String, port: Int) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
