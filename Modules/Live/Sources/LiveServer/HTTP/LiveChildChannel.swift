import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 + WebSocket connection with the upgrade guard put in front of its upgrader.
/// 在 Hummingbird 的 HTTP/1 + WebSocket 连接中，把升级守卫放在其升级处理器之前。
struct LiveChildChannel: ServerChildChannel {
    let upgradeChannel: HTTP1WebSocketUpgradeChannel
    let gate: LiveRequestGate

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<HTTP1WebSocketUpgradeChannel.Value> {
        let gate = gate
        // Runs on the channel's event loop right after the pipeline is built, before the first byte is read.
        return upgradeChannel.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let operations = channel.pipeline.syncOperations
            let decoder = try operations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try operations.addHandler(LiveUpgradeGuard(gate: gate), position: .after(decoder))
            return value
        }
    }

    func handle(value: HTTP1WebSocketUpgradeChannel.Value, logger: Logger) async {
        await upgradeChannel.handle(value: value, logger: logger)
    }
}
