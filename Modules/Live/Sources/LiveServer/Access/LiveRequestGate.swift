import NIOCore

/// Decides every request: Host (against DNS rebinding), token, then route and Origin (against cross-site sockets).
/// 裁决每个请求：先查 Host（防 DNS 重绑定）与令牌，再查路由与 Origin（防跨站 WebSocket）。
struct LiveRequestGate: Sendable {
    let tokens: LiveAccessTokens
    let port: LiveBoundPort

    func verdict(for request: LiveRequestHead) -> LiveVerdict {
        guard let host = request.host, Self.isLocalAddress(host, port: port.value) else { return .refused(.badHost) }
        let parts = request.target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let query = parts.count == 2 ? parts[1] : ""
        guard let role = tokens.role(for: Self.token(inQuery: query)) else { return .refused(.badToken) }
        switch parts[0] {
        case "/":
            guard request.method == "GET" else { return .refused(.methodNotAllowed) }
            return request.wantsWebSocket ? .refused(.notFound) : .page(role)
        case "/ws":
            guard request.method == "GET" else { return .refused(.methodNotAllowed) }
            guard request.origins.isEmpty || request.origins == ["http://" + host] else {
                return .refused(.foreignOrigin)
            }
            return request.wantsWebSocket ? .webSocket(role) : .refused(.upgradeRequired)
        default:
            return .refused(.notFound)
        }
    }

    /// The first `t=` of the query; tokens are base64url, so no percent-decoding is needed (nor done).
    static func token(inQuery query: Substring) -> Substring? {
        query.split(separator: "&").first { $0.hasPrefix("t=") }?.dropFirst(2)
    }

    /// An IP literal (IPv6 in brackets) or `localhost`, with exactly the bound port: a rebinding name never passes.
    static func isLocalAddress(_ host: String, port: Int) -> Bool {
        let name: Substring
        let portText: Substring
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            name = host[host.index(after: host.startIndex)..<close]
            let rest = host[host.index(after: close)...]
            guard rest.first == ":" else { return false }
            portText = rest.dropFirst()
            guard isIPLiteral(name, version: .inet6) else { return false }
        } else {
            guard let colon = host.lastIndex(of: ":") else { return false }
            name = host[..<colon]
            portText = host[host.index(after: colon)...]
            guard name.lowercased() == "localhost" || isIPLiteral(name, version: .inet) else { return false }
        }
        return portText == String(port)
    }

    private static func isIPLiteral(_ text: Substring, version: NIOBSDSocket.ProtocolFamily) -> Bool {
        guard let address = try? SocketAddress(ipAddress: String(text), port: 0) else { return false }
        return address.protocol == version
    }
}
