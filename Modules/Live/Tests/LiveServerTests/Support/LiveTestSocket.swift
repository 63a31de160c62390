#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Glibc)
    private let systemSend = Glibc.send
#else
    private let systemSend = Darwin.send
#endif

/// A TCP connection to 127.0.0.1 that sends raw bytes and polls for answers, never blocking a cooperative thread.
/// 连接到 127.0.0.1 的 TCP 连接：发送原始字节并轮询答复，从不阻塞协作线程。
final class LiveTestSocket {
    /// Why a test connection could not be made.
    /// 测试连接无法建立的原因。
    struct Refused: Error {}

    private let descriptor: Int32
    /// Bytes received and not yet taken by a parser.
    var buffer: [UInt8] = []
    /// The server closed (or reset) the connection.
    private(set) var isClosed = false

    init(port: Int) throws(Refused) {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Refused() }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Refused()
        }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Writes every byte (small writes on loopback never fill the socket buffer).
    func send(_ bytes: [UInt8]) {
        #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL)
        #else
            let flags: Int32 = 0
        #endif
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                systemSend(descriptor, raw.baseAddress! + sent, bytes.count - sent, flags)
            }
            if count <= 0 { return }
            sent += count
        }
    }

    func send(_ text: String) { send(Array(text.utf8)) }

    /// Reads what has arrived until `parse` finds a value, the server closes, or `within` passes.
    func wait<Value>(within limit: Duration, _ parse: (inout [UInt8], _ isClosed: Bool) -> Value?) async -> Value? {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while true {
            drain()
            if let value = parse(&buffer, isClosed) { return value }
            if isClosed || clock.now >= deadline { return nil }
            try? await Task.sleep(for: .milliseconds(2))
        }
    }

    private func drain() {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while !isClosed {
            let count = recv(descriptor, &chunk, chunk.count, Int32(MSG_DONTWAIT))
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
            } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                isClosed = true
            } else {
                return
            }
        }
    }
}
