import NIOCore
import NIOHTTP1

/// Answers a refused WebSocket upgrade with its real status (403…) before the upgrader, which could only say 400.
/// 在升级处理器之前，以真实状态码（403 等）回应被拒绝的 WebSocket 升级；升级处理器本身只能回 400。
final class LiveUpgradeGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let gate: LiveRequestGate
    private var isRefusing = false

    init(gate: LiveRequestGate) { self.gate = gate }

    /// Looks at the first request only (the only one that may upgrade), then leaves the pipeline.
    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !isRefusing else { return }
        guard case .head(let head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        let request = LiveRequestHead(head)
        if request.wantsWebSocket, case .refused(let refusal) = gate.verdict(for: request) {
            isRefusing = true
            refuse(refusal, context: context)
            return
        }
        context.fireChannelRead(data)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }

    private func refuse(_ refusal: LiveRefusal, context: ChannelHandlerContext) {
        let body = ByteBuffer(string: refusal.body)
        var headers = HTTPHeaders(refusal.headers.map { ($0.name, $0.value) })
        headers.add(name: "content-length", value: String(body.readableBytes))
        headers.add(name: "connection", value: "close")
        let head = HTTPResponseHead(
            version: .http1_1, status: HTTPResponseStatus(statusCode: refusal.status.code), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        let written = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
        written.futureResult.assumeIsolated().whenComplete { _ in context.close(promise: nil) }
    }
}
