/// Why the live server could not start; never names a token.
/// 实时服务器无法启动的原因；从不包含令牌。
public enum LiveServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The host is not an IP literal (names are refused so the bind address is exactly what was asked).
    case invalidHost(String)
    /// The port is outside 0...65535.
    case invalidPort(Int)
    /// The operating system refused to listen there; `reason` is its own words ("address already in use").
    case cannotListen(address: String, reason: String)

    public var description: String {
        switch self {
        case .invalidHost(let host):
            "Cannot serve the live page on host \"\(host)\": it is not an IP address. "
                + "Use 127.0.0.1 (this computer only), 0.0.0.0 (every network) or one of this computer's addresses."
        case .invalidPort(let port):
            "Cannot serve the live page on port \(port): a port is between 1 and 65535 (0 picks a free one)."
        case .cannotListen(let address, let reason):
            "Cannot serve the live page on \(address): \(reason). "
                + "Choose another port, or stop the program already using it."
        }
    }
}
