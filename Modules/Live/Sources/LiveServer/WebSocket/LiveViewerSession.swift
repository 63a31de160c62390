import HummingbirdWebSocket
import NIOWebSocket

/// One viewer's WebSocket: hello, then the published messages out; its commands, judged, in.
/// 一位观看者的 WebSocket：先发 hello，再发出已发布的消息；接收并评判它发来的命令。
struct LiveViewerSession: Sendable {
    /// The largest inbound message: commands are tiny, so anything near this is abuse.
    static let maximumMessageBytes = 4096

    let role: LiveViewerRole
    let broadcaster: LiveBroadcaster
    let commands: AsyncStream<String>.Continuation

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        guard let (id, outbox) = broadcaster.join() else {
            try await outbound.close(.goingAway, reason: nil)
            return
        }
        defer { broadcaster.leave(id) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await send(outbox, to: outbound) }
            try await receive(inbound, answering: outbound)
            group.cancelAll()
        }
    }

    /// The outbox ends when the server stops (close with 1001) or when the viewer left (cancelled: nothing to say).
    private func send(_ outbox: AsyncStream<String>, to outbound: WebSocketOutboundWriter) async throws {
        try await outbound.write(.text(LiveWireMessage.hello(controls: role == .control)))
        for await message in outbox { try await outbound.write(.text(message)) }
        guard !Task.isCancelled else { return }
        try await outbound.close(.goingAway, reason: "The live page has stopped.")
    }

    private func receive(_ inbound: WebSocketInboundStream, answering outbound: WebSocketOutboundWriter) async throws {
        var policy = LiveInboundPolicy(role: role)
        let clock = ContinuousClock()
        for try await message in inbound.messages(maxSize: Self.maximumMessageBytes) {
            guard case .text(let text) = message else { continue }
            switch policy.decide(text, at: clock.now) {
            case .forward(let command):
                commands.yield(command)
            case .reply(let answer):
                try await outbound.write(.text(answer))
            case .ignore:
                continue
            case .close:
                try await outbound.close(.policyViolation, reason: "Too many commands.")
                return
            }
        }
    }
}
