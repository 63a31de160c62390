/// Where the hub listens and the fixed limits of its HTTP layer.
/// 社区中心的监听地址及其 HTTP 层的固定限制。
public struct HubServerConfiguration: Sendable {
    /// 127.0.0.1 unless the operator asks otherwise: a club's hub is not on the internet by accident.
    public var host: String
    /// 8787 by default; 0 picks a free port (tests).
    public var port: Int
    /// How long a sign-in lasts.
    public var sessionSeconds: Int
    /// Behind a proxy on loopback (nginx): the client's address is the last `X-Forwarded-For` entry it added.
    public var trustsForwardedFor = false

    /// The largest request body accepted.
    public static let maximumBodyBytes = 1 << 20
    public static let defaultHost = "127.0.0.1"
    public static let defaultPort = 8787

    public init(host: String = defaultHost, port: Int = defaultPort, sessionSeconds: Int = 30 * 86_400) {
        self.host = host
        self.port = port
        self.sessionSeconds = sessionSeconds
    }
}
