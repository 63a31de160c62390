import NIOCore
import NIOWebSocket

/// Pings a viewer from the connection's own event loop and closes the connection once the viewer stops answering.
/// 在连接自己的事件循环上向观看者发送 ping，观看者不再应答时关闭连接。
final class LiveKeepAlive: ChannelInboundHandler, RemovableChannelHandler {
    // The WebSocket library's own pings sleep with `Task.sleep`, which this toolchain schedules through Dispatch's
    // worker pool even under the loop's executor preference: each viewer woke pool threads beside the workout.
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let interval: TimeAmount
    /// Any frame from the viewer since the last ping proves it is there (a pong is only the usual one).
    private var heardSincePing = true
    private var nextPing: Scheduled<Void>?

    init(interval: TimeAmount) { self.interval = interval }

    /// The shortest interval honoured, so that a tiny or negative setting cannot spin the loop.
    static let shortestInterval: Duration = .milliseconds(100)

    /// Puts the handler right after the frame decoder of an upgraded WebSocket connection, on its loop.
    static func install(on channel: any Channel, interval: Duration) async throws {
        let amount = TimeAmount(max(interval, shortestInterval))
        try await channel.eventLoop.submit {
            let operations = channel.pipeline.syncOperations
            let decoder = try operations.handler(type: ByteToMessageHandler<WebSocketFrameDecoder>.self)
            try operations.addHandler(LiveKeepAlive(interval: amount), position: .after(decoder))
        }.get()
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { schedule(context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) { cancel() }

    func channelInactive(context: ChannelHandlerContext) {
        cancel()
        context.fireChannelInactive()
    }

    /// Pongs answer this handler's pings, so they stop here; every other frame goes on to the viewer's session.
    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        heardSincePing = true
        guard unwrapInboundIn(data).opcode != .pong else { return }
        context.fireChannelRead(data)
    }

    private func schedule(_ context: ChannelHandlerContext) {
        nextPing = context.eventLoop.assumeIsolated().scheduleTask(in: interval) { [self] in ping(context) }
    }

    private func ping(_ context: ChannelHandlerContext) {
        guard heardSincePing else {
            nextPing = nil
            context.close(promise: nil)
            return
        }
        heardSincePing = false
        let frame = WebSocketFrame(fin: true, opcode: .ping, data: context.channel.allocator.buffer(capacity: 0))
        context.writeAndFlush(wrapOutboundOut(frame), promise: nil)
        schedule(context)
    }

    private func cancel() {
        nextPing?.cancel()
        nextPing = nil
    }
}
