import Foundation
import Shared

/// Where the live page listens (`--serve-on`): loopback unless told otherwise, every interface only for `lan`.
/// 实时页面监听的位置（`--serve-on`）：默认仅回环地址，只有 `lan` 才监听所有接口。
public struct TrainLiveAddress: Hashable, Sendable {
    /// An IP literal to bind (`127.0.0.1`, `::1`, `0.0.0.0` for `lan`).
    public let host: String
    /// 0 lets the system choose a free port.
    public let port: Int
    /// True for `lan`: every interface listens and the page is announced with the machine's LAN address.
    public let isLAN: Bool

    /// `--serve` alone: loopback, a free port.
    public static let loopback = TrainLiveAddress(host: "127.0.0.1", port: 0, isLAN: false)

    /// Why a `--serve-on` value was refused.
    /// `--serve-on` 的值被拒绝的原因。
    public enum Problem: Error, Hashable, Sendable {
        /// Neither `lan`, a port, nor an IP address (optionally with a port).
        case notAnAddress
        /// A port outside 0–65535.
        case badPort
    }

    /// Reads `lan`, `lan:PORT`, `PORT`, `HOST`, `HOST:PORT`, `[V6]:PORT`, where HOST is an IP literal or `localhost`.
    public static func parse(_ text: String) throws(Problem) -> TrainLiveAddress {
        let value = text.trimmingSpaces()
        if value.lowercased() == "lan" { return TrainLiveAddress(host: "0.0.0.0", port: 0, isLAN: true) }
        if value.lowercased().hasPrefix("lan:") {
            return TrainLiveAddress(host: "0.0.0.0", port: try port(value.dropFirst(4)), isLAN: true)
        }
        if !value.isEmpty, value.allSatisfy(\.isASCIIDigit) {
            return TrainLiveAddress(host: "127.0.0.1", port: try port(value[...]), isLAN: false)
        }
        let (host, portText) = split(value)
        var port = 0
        if let portText { port = try Self.port(portText) }
        let literal = host.lowercased() == "localhost" ? "127.0.0.1" : host
        guard isIPLiteral(literal) else { throw .notAnAddress }
        return TrainLiveAddress(host: literal, port: port, isLAN: literal == "0.0.0.0" || literal == "::")
    }

    /// The host and the text after its port colon, bracketed IPv6 (`[::1]:9000`) included.
    private static func split(_ value: String) -> (host: String, port: Substring?) {
        if value.hasPrefix("["), let close = value.firstIndex(of: "]") {
            let host = String(value[value.index(after: value.startIndex)..<close])
            let rest = value[value.index(after: close)...]
            if rest.isEmpty { return (host, nil) }
            return rest.hasPrefix(":") ? (host, rest.dropFirst()) : (value, nil)
        }
        // A bare IPv6 literal has several colons and no port.
        guard value.filter({ $0 == ":" }).count == 1, let colon = value.firstIndex(of: ":") else { return (value, nil) }
        return (String(value[..<colon]), value[value.index(after: colon)...])
    }

    private static func port(_ text: Substring) throws(Problem) -> Int {
        guard !text.isEmpty, text.count <= 5, text.allSatisfy(\.isASCIIDigit), let port = Int(text), port <= 65535
        else { throw .badPort }
        return port
    }

    private static func isIPLiteral(_ host: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }
}
