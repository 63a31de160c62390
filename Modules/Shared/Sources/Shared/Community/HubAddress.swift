/// Where a community hub answers: `http` or `https`, a host, a port and an optional base path.
/// 社区中心的地址：`http` 或 `https`、主机、端口，以及可选的基础路径。
public struct HubAddress: Hashable, Sendable, CustomStringConvertible {
    /// The transport of a hub.
    /// 社区中心的传输方式。
    public enum Scheme: String, Sendable {
        case http, https

        /// The port used when the address names none.
        public var defaultPort: Int { self == .http ? 80 : 443 }
    }

    /// Why a text is not a hub address.
    /// 文本不是社区中心地址的原因。
    public enum Problem: Error, Hashable, Sendable {
        /// Nothing but spaces.
        case empty
        /// Not `http://` or `https://`.
        case scheme
        /// No host after the scheme, or one with characters no host has.
        case host
        /// A port outside 1–65535 or not a number.
        case port
        /// A user name, password, query or fragment, which a hub address never holds.
        case extra
    }

    /// The hub `interfit-hub serve` answers on by default.
    public static let standard = HubAddress(scheme: .http, host: "127.0.0.1", port: 8787, basePath: "")

    public let scheme: Scheme
    /// Lowercased; an IPv6 address without its brackets.
    public let host: String
    public let port: Int
    /// Empty, or `/prefix` without a trailing slash.
    public let basePath: String

    public init(scheme: Scheme, host: String, port: Int, basePath: String) {
        self.scheme = scheme
        self.host = host
        self.port = port
        self.basePath = basePath
    }

    /// The address `text` names (`http://hub.example:8787/`, `HTTPS://Club.Example`), or why it is none.
    public static func parse(_ text: String) throws(Problem) -> HubAddress {
        let trimmed = text.trimmingSpaces()
        guard !trimmed.isEmpty else { throw .empty }
        guard trimmed.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else { throw .host }
        let lowered = trimmed.lowercased()
        let scheme: Scheme
        if lowered.hasPrefix("http://") {
            scheme = .http
        } else if lowered.hasPrefix("https://") {
            scheme = .https
        } else {
            throw .scheme
        }
        var rest = Substring(trimmed.dropFirst(scheme.rawValue.count + 3))
        guard !rest.contains(where: { $0 == "?" || $0 == "#" || $0 == "@" }) else { throw .extra }
        var path = ""
        if let slash = rest.firstIndex(of: "/") {
            path = String(rest[slash...])
            rest = rest[..<slash]
        }
        while path.hasSuffix("/") { path.removeLast() }
        var host = ""
        var portText: Substring?
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { throw .host }
            host = String(rest[rest.index(after: rest.startIndex)..<close])
            let after = rest[rest.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { throw .host }
                portText = after.dropFirst()
            }
            guard !host.isEmpty, host.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { throw .host }
        } else {
            if let colon = rest.firstIndex(of: ":") {
                portText = rest[rest.index(after: colon)...]
                rest = rest[..<colon]
            }
            host = String(rest)
            let allowed = host.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." || $0 == "_" }
            guard !host.isEmpty, allowed, host.first != ".", host.first != "-" else { throw .host }
        }
        var port = scheme.defaultPort
        if let portText {
            guard !portText.isEmpty, portText.count <= 5, portText.allSatisfy(\.isASCIIDigit),
                let number = Int(portText), (1...65_535).contains(number)
            else { throw .port }
            port = number
        }
        return HubAddress(scheme: scheme, host: host.lowercased(), port: port, basePath: path)
    }

    /// The canonical text: `http://127.0.0.1:8787`, the port left out when it is the scheme's own.
    public var description: String {
        let shownHost = host.contains(":") ? "[" + host + "]" : host
        let shownPort = port == scheme.defaultPort ? "" : ":" + String(port)
        return scheme.rawValue + "://" + shownHost + shownPort + basePath
    }

    /// True for `localhost`, 127.0.0.0/8 and `::1`: the machine itself, where plain HTTP exposes nothing.
    public var isLoopback: Bool {
        if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127"
            && parts.allSatisfy { part in
                !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCIIDigit) && Int(part)! <= 255
            }
    }

    /// A name for files kept per hub: `http-127.0.0.1-8787`, letters, digits, `.` and `-` only.
    public var fileKey: String {
        let raw = scheme.rawValue + "-" + host + "-" + String(port) + basePath
        return String(raw.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "_" })
    }
}
