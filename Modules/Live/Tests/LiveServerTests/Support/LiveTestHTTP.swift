/// One raw HTTP/1.1 exchange against a live server, and its answer with header names lowercased.
/// 对实时服务器的一次原始 HTTP/1.1 交互，及其答复（头部名称小写）。
struct LiveTestHTTP: Equatable {
    let status: Int
    let headers: [String: String]
    let body: String

    /// Sends `request` exactly as written and reads one answer (head and its `content-length` body).
    static func exchange(
        port: Int, _ request: String, headOnly: Bool = false, within limit: Duration = .seconds(10)
    ) async throws -> Self {
        let socket = try LiveTestSocket(port: port)
        socket.send(request)
        guard let answer = await socket.wait(within: limit, { buffer, _ in parse(&buffer, headOnly: headOnly) }) else {
            throw Unanswered()
        }
        return answer
    }

    /// `GET target` with the given `Host` (and any extra header lines), closing after the answer.
    static func get(
        port: Int, _ target: String, host: String? = nil, method: String = "GET", extra: [String] = []
    ) async throws -> Self {
        var lines = ["\(method) \(target) HTTP/1.1", "Host: \(host ?? "127.0.0.1:\(port)")", "Connection: close"]
        lines += extra
        return try await exchange(
            port: port, lines.joined(separator: "\r\n") + "\r\n\r\n", headOnly: method == "HEAD")
    }

    /// A WebSocket upgrade request for `target`, answered without switching protocols when refused.
    static func upgrade(port: Int, _ target: String, host: String? = nil, extra: [String] = []) async throws -> Self {
        try await get(
            port: port, target, host: host,
            extra: [
                "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
                "Sec-WebSocket-Version: 13",
            ] + extra)
    }

    /// The server did not answer in time.
    /// 服务器未在时限内答复。
    struct Unanswered: Error {}

    /// One answer from the front of `buffer`, removed from it; nil until the head and body have arrived.
    ///
    /// `headOnly`: the answer to HEAD announces a length but carries no body.
    static func parse(_ buffer: inout [UInt8], headOnly: Bool = false) -> Self? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = buffer.indices.first(where: { Array(buffer[$0..<min($0 + 4, buffer.count)]) == separator })
        else { return nil }
        let head = String(decoding: buffer[..<end], as: UTF8.self).split(separator: "\r\n").map(String.init)
        guard let statusLine = head.first, let status = Int(statusLine.split(separator: " ")[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].drop { $0 == " " }
            headers[line[..<colon].lowercased()] = String(value)
        }
        let length = headOnly ? 0 : headers["content-length"].flatMap { Int($0) } ?? 0
        guard buffer.count >= end + 4 + length else { return nil }
        let body = String(decoding: buffer[(end + 4)..<(end + 4 + length)], as: UTF8.self)
        buffer.removeFirst(end + 4 + length)
        return LiveTestHTTP(status: status, headers: headers, body: body)
    }
}
