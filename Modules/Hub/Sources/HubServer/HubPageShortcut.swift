import HTTPTypes
import HubStore
import Hummingbird
import Logging
import NIOCore
import NIOHTTPTypes
import Shared

/// Answers an anonymous post page that is kept at the current data version before the router, else passes it on.
/// 在路由之前答复匿名读者的帖子页（若在当前数据版本下已缓存），否则原样转交。
final class HubPageShortcut: ChannelDuplexHandler, RemovableChannelHandler {
    // The page is the one the router's path would send (the same kept bytes, headers, request id, metrics and log
    // line): only the way there is shorter — no task, no router, no middleware, no Request. Anything else (another
    // route, a reader who signs in, a body, `Connection`, a page not kept or a store failure) goes on to Hummingbird
    // unchanged, and nothing is answered here while an answer from there is still owed, so answers keep their order.
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// What the shortcut needs, shared by every connection.
    /// 捷径所需之物，由所有连接共享。
    struct Parts: Sendable {
        let pages: HubAnswerCache<HubSharedPage>
        let versions: HubDataVersionBatcher
        let metrics: HubMetrics
        let date: HubHTTPDate
        let logger: Logger
        let serverName: String
    }

    /// Where the connection's current request is.
    /// 连接当前请求所处的位置。
    private enum Stage {
        /// Between requests.
        case idle
        /// A post page's head arrived; its end decides.
        case candidate(HTTPRequest, id: String, since: ContinuousClock.Instant)
        /// Waiting for the data version.
        case waiting(HTTPRequest, id: String, since: ContinuousClock.Instant)
        /// The request goes on to Hummingbird, up to its end.
        case passing
    }

    /// How many parts may wait behind a request here before the connection stops reading.
    static let heldLimit = 16
    /// The route pattern the router counts post pages under.
    static let route = "/v1/posts/{id}"
    private let parts: Parts
    private var stage = Stage.idle
    /// Requests passed on whose answer has not ended yet.
    private var owed = 0
    /// Parts, user events and a read held while waiting, replayed once answered.
    private var held: [HTTPRequestPart] = []
    private var heldEvents: [Any] = []
    private var heldRead = false
    /// Set once the connection is closed: a version that comes later answers nobody.
    private var closed = false

    init(_ parts: Parts) {
        self.parts = parts
    }

    /// The post id of a request this shortcut may answer, else nil.
    static func postID(_ request: HTTPRequest) -> String? {
        guard request.method == .get, let path = request.path, path.hasPrefix("/v1/posts/"),
            request.headerFields[.authorization] == nil, request.headerFields[.connection] == nil,
            request.headerFields[.transferEncoding] == nil,
            request.headerFields[.contentLength] == nil || request.headerFields[.contentLength] == "0"
        else { return nil }
        let id = path.utf8.dropFirst("/v1/posts/".utf8.count)
        guard (1...64).contains(id.count),
            id.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2D })
        else { return nil }
        return String(Substring(id))
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        if case .waiting = stage { return held.append(part) }
        take(part, context: context)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        // A quiescing server or a half-closed input must not end the connection while a request is here: Hummingbird
        // has not seen it, so its connection handler thinks the connection idle.
        switch stage {
        case .candidate, .waiting: heldEvents.append(event)
        case .idle, .passing: context.fireUserInboundEventTriggered(event)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        closed = true
        held = []
        heldEvents = []
        context.fireChannelInactive()
    }

    func read(context: ChannelHandlerContext) {
        // Reading goes on while waiting (stopping and resuming it costs two `epoll_ctl` calls a request), unless a
        // client pipelines more than a few parts meanwhile.
        if case .waiting = stage, held.count >= Self.heldLimit { return heldRead = true }
        context.read()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { owed = max(0, owed - 1) }
        context.write(data, promise: promise)
    }

    private func take(_ part: HTTPRequestPart, context: ChannelHandlerContext) {
        switch (stage, part) {
        case (.idle, .head(let request)):
            if owed == 0, let id = Self.postID(request) {
                stage = .candidate(request, id: id, since: .now)
            } else {
                stage = .passing
                pass(part, context: context)
            }
        case (.candidate(let request, let id, let since), .end(nil)):
            stage = .waiting(request, id: id, since: since)
            let loop = context.eventLoop
            let handler = NIOLoopBound(self, eventLoop: loop)
            let bound = NIOLoopBound(context, eventLoop: loop)
            parts.versions.version { result in
                loop.execute { handler.value.answer(result, context: bound.value) }
            }
        case (.candidate(let request, _, _), _):
            stage = .passing
            pass(.head(request), context: context)
            releaseEvents(context: context)
            take(part, context: context)
        case (.passing, .end), (.idle, .end):
            stage = .idle
            pass(part, context: context)
        case (.passing, _), (.idle, _), (.waiting, _):
            pass(part, context: context)
        }
    }

    private func pass(_ part: HTTPRequestPart, context: ChannelHandlerContext) {
        if case .head = part { owed += 1 }
        context.fireChannelRead(wrapInboundOut(part))
    }

    private func answer(_ result: Result<HubDataVersion, HubStoreError>, context: ChannelHandlerContext) {
        guard !closed, case .waiting(let request, let id, let since) = stage else { return }
        if case .success(let version) = result, let page = parts.pages.kept(for: id, at: version) {
            stage = .idle
            write(page, for: request, since: since, context: context)
        } else {
            // Not kept (or the store failed): the router's path computes it, keeps it, or answers the failure.
            stage = .passing
            pass(.head(request), context: context)
            stage = .idle
            pass(.end(nil), context: context)
        }
        while !held.isEmpty {
            if case .waiting = stage { break }
            take(held.removeFirst(), context: context)
        }
        // What was passed on here is delivered downstream at a read's completion, which came while waiting.
        context.fireChannelReadComplete()
        if case .waiting = stage { return }
        releaseEvents(context: context)
        if heldRead {
            heldRead = false
            context.read()
        }
    }

    /// Delivers the user events held while a request was here, unless another one is.
    private func releaseEvents(context: ChannelHandlerContext) {
        switch stage {
        case .candidate, .waiting: return
        case .idle, .passing:
            let events = heldEvents
            heldEvents = []
            for event in events { context.fireUserInboundEventTriggered(event) }
        }
    }

    private func write(
        _ page: HubSharedPage, for request: HTTPRequest, since: ContinuousClock.Instant, context: ChannelHandlerContext
    ) {
        let response = page.response(ifNoneMatch: request.headerFields[.ifNoneMatch])
        let requestID = RequestID().description
        var head = response.head
        head.headerFields[HTTPField.Name("X-Request-Id")!] = requestID
        head.headerFields[.date] = parts.date.now
        head.headerFields[.server] = parts.serverName
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if head.status == .ok { context.write(wrapOutboundOut(.body(page.body)), promise: nil) }
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        let elapsed = since.duration(to: .now)
        let nanoseconds = elapsed.wholeNanoseconds
        parts.metrics.record(method: "GET", route: Self.route, status: head.status.code, nanoseconds: nanoseconds)
        guard parts.logger.logLevel <= .info else { return }
        var logger = parts.logger
        logger[metadataKey: "hb.request.id"] = .string(requestID)
        logger.info(
            "answered",
            metadata: [
                "method": "GET", "path": .string(request.path ?? ""), "status": .stringConvertible(head.status.code),
                "ms": .string(String(Double(nanoseconds / 10_000) / 100)),
            ])
    }
}
