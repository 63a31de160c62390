import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A tiny HTTP/1.1 client over a plain socket: any bytes can be sent (bad UTF-8, huge bodies), nothing hidden.
/// 基于普通套接字的极简 HTTP/1.1 客户端：可发送任意字节（非法 UTF-8、超大请求体），不做任何隐藏处理。
struct HubTestHTTP: Sendable {
    let port: Int

    /// One answer: status, headers (lowercased names) and body.
    /// 一次答复：状态码、头部（名称小写）与正文。
    struct Answer: Sendable {
        let status: Int
        let headers: [String: String]
        let body: Data

        var text: String { String(decoding: body, as: UTF8.self) }
        /// The body as a JSON object (empty when it is not one).
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
        /// `error.code` of a JSON error.
        var code: String? { (json["error"] as? [String: Any])?["code"] as? String }
        var field: String? { (json["error"] as? [String: Any])?["field"] as? String }
        var message: String? { (json["error"] as? [String: Any])?["message"] as? String }
    }

    /// Sends one request (`Connection: close`) and reads the whole answer, off the cooperative pool.
    func send(
        _ method: String, _ path: String, body: Data? = nil, token: String? = nil, headers: [String: String] = [:]
    ) async throws -> Answer {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        if let token { head += "Authorization: Bearer \(token)\r\n" }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if let body { head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n" }
        let request = Data((head + "\r\n").utf8) + (body ?? Data())
        let port = self.port
        // A thread of its own: blocking on libdispatch's global queue would starve GRDB's queues in the server.
        return try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try Self.exchange(request, port: port) }) }.start()
        }
    }

    /// Sends `requests` (method and path, with extra header lines) at once on one kept-alive connection, the last one
    /// with `Connection: close`, and reads every answer in the order they came.
    func converse(_ requests: [(line: String, headers: [String: String])]) async throws -> [Answer] {
        var bytes = ""
        for (index, request) in requests.enumerated() {
            bytes += "\(request.line) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            for (name, value) in request.headers { bytes += "\(name): \(value)\r\n" }
            bytes += index == requests.count - 1 ? "Connection: close\r\n\r\n" : "\r\n"
        }
        let request = Data(bytes.utf8)
        let port = self.port
        let received = try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try Self.exchangeBytes(request, port: port) }) }.start()
        }
        var answers: [Answer] = []
        var rest = received[...]
        while !rest.isEmpty {
            let answer = try Self.answer(of: Data(rest))
            answers.append(answer.answer)
            rest = rest.dropFirst(answer.length)
        }
        return answers
    }

    /// JSON body convenience.
    func send(_ method: String, _ path: String, json: String, token: String? = nil) async throws -> Answer {
        try await send(method, path, body: Data(json.utf8), token: token)
    }

    private static func exchange(_ request: Data, port: Int) throws -> Answer {
        try answer(of: try exchangeBytes(request, port: port)).answer
    }

    /// Every byte the server sent back for `request` until it closed the connection.
    private static func exchangeBytes(_ request: Data, port: Int) throws -> Data {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        // The server may answer (413) and close before the whole body is written: a failed write is fine.
        _ = request.withUnsafeBytes { bytes -> Int in
            var sent = 0
            while sent < bytes.count {
                let count = Glibc.send(descriptor, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                if count <= 0 { break }
                sent += count
            }
            return sent
        }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
        }
        return received
    }

    /// The first answer in `received` and how many bytes it took.
    private static func answer(of received: Data) throws -> (answer: Answer, length: Int) {
        guard let split = received.range(of: Data("\r\n\r\n".utf8)) else { throw POSIXError(.EBADMSG) }
        let lines = String(decoding: received[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        guard let statusLine = lines.first, statusLine.split(separator: " ").count >= 2,
            let status = Int(statusLine.split(separator: " ")[1])
        else { throw POSIXError(.EBADMSG) }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        var body = Data(received[split.upperBound...])
        if let length = headers["content-length"].flatMap(Int.init), body.count > length { body = body.prefix(length) }
        if status == 304 || status == 204 { body = Data() }
        let length = received.distance(from: received.startIndex, to: split.upperBound) + body.count
        return (Answer(status: status, headers: headers, body: body), length)
    }
}
