/// A WebSocket viewer over a raw socket: the upgrade, masked text frames out, frames in with a deadline.
/// 基于原始套接字的 WebSocket 观看者：完成升级，发送带掩码的文本帧，并在时限内接收帧。
final class LiveTestViewer {
    /// The server answered the upgrade with something else than 101.
    /// 服务器对升级请求的答复不是 101。
    struct NotUpgraded: Error {
        let status: Int?
    }

    private let socket: LiveTestSocket

    private init(socket: LiveTestSocket) { self.socket = socket }

    /// Connects to `/ws?t=token` with a correct Host, and the given Origin if any.
    static func connect(port: Int, token: String, origin: String? = nil) async throws -> LiveTestViewer {
        let socket = try LiveTestSocket(port: port)
        var lines = [
            "GET /ws?t=\(token) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Upgrade: websocket", "Connection: Upgrade",
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13",
        ]
        if let origin { lines.append("Origin: \(origin)") }
        socket.send(lines.joined(separator: "\r\n") + "\r\n\r\n")
        let answer = await socket.wait(within: .seconds(10)) { buffer, _ in LiveTestHTTP.parse(&buffer) }
        guard let answer, answer.status == 101 else { throw NotUpgraded(status: answer?.status) }
        return LiveTestViewer(socket: socket)
    }

    func send(_ text: String) { socket.send(LiveTestFrame.encode(opcode: 1, Array(text.utf8))) }

    /// Several text frames in one write, so they reach the server together.
    func send(burst texts: [String]) {
        socket.send(texts.flatMap { LiveTestFrame.encode(opcode: 1, Array($0.utf8)) })
    }

    func sendBinary(_ bytes: [UInt8]) { socket.send(LiveTestFrame.encode(opcode: 2, bytes)) }

    /// Answers a ping, as a browser does on its own.
    func sendPong() { socket.send(LiveTestFrame.encode(opcode: 10, [])) }

    /// Whether a ping came within `limit`; the frames before it are dropped.
    func nextPing(within limit: Duration = .seconds(10)) async -> Bool {
        await socket.wait(within: limit) { buffer, _ in
            while let frame = LiveTestFrame.parse(&buffer) {
                if frame == .ping { return true }
            }
            return nil
        } ?? false
    }

    /// Answers the server's close, as a browser does.
    func sendClose() { socket.send(LiveTestFrame.encode(opcode: 8, [0x03, 0xE8])) }

    /// The next frame other than a ping; nil when none came within `limit` or the connection ended without one.
    func next(within limit: Duration = .seconds(10)) async -> LiveTestFrame? {
        await socket.wait(within: limit) { buffer, _ in
            while let frame = LiveTestFrame.parse(&buffer) {
                if frame != .ping { return frame }
            }
            return nil
        }
    }

    /// Whether the server closed the TCP connection within `limit`.
    func waitForEnd(within limit: Duration = .seconds(10)) async -> Bool {
        await socket.wait(within: limit) { buffer, isClosed in
            buffer.removeAll()
            return isClosed ? true : nil
        } ?? false
    }
}
