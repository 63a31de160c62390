import HummingbirdCore
import Logging
import NIOCore

/// HTTP/1.1 connections whose handling runs on their own event loop (`HubLoopExecutor`).
/// 在各自事件循环上处理的 HTTP/1.1 连接（`HubLoopExecutor`）。
struct HubLoopBoundChannel: ServerChildChannel {
    // Handlers must never block: slow work (bcrypt) already goes to NIO's thread pool, the SQLite store to its queue.
    let http: HTTP1Channel

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<HTTP1Channel.Value> {
        http.setup(channel: channel, logger: logger)
    }

    func handle(value: HTTP1Channel.Value, logger: Logger) async {
        await withTaskExecutorPreference(HubLoopExecutor(value.channel.eventLoop)) {
            await http.handle(value: value, logger: logger)
        }
    }

    /// The hub's server: Hummingbird's HTTP/1.1 channel with the post page shortcut in front, bound to event loops.
    static func builder(_ shortcut: HubPageShortcut.Parts) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            HubLoopBoundChannel(
                http: HTTP1Channel(
                    responder: responder, configuration: .init(additionalChannelHandlers: [HubPageShortcut(shortcut)])))
        }
    }
}
