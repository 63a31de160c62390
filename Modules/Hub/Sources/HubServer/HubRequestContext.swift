import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import Shared

/// The context of one request: the router's storage, the peer's address and the request id logs carry.
/// 单个请求的上下文：路由器的存储、对端地址，以及日志携带的请求编号。
public struct HubRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let remoteAddress: SocketAddress?
    /// Set by the observation middleware; echoed as `X-Request-Id`.
    public var requestID: String = ""
    /// The client's address a trusted proxy on loopback forwarded (`--behind-proxy`), else nil.
    public var forwardedAddress: String?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// Request bodies larger than 1 MiB are refused with 413.
    public var maxUploadSize: Int { HubServerConfiguration.maximumBodyBytes }

    /// The peer's IP address as text ("unknown" when the channel has none, e.g. a Unix socket).
    var address: String { forwardedAddress ?? remoteAddress?.ipAddress ?? "unknown" }

    /// The last `X-Forwarded-For` entry of `request` when the peer is on loopback (the proxy's own addition).
    static func forwardedAddress(_ request: Request, peer: SocketAddress?) -> String? {
        guard let peer = peer?.ipAddress, peer == "127.0.0.1" || peer == "::1",
            let header = request.headers[values: HTTPField.Name("X-Forwarded-For")!].last,
            let last = header.split(separator: ",").last?.trimmingSpaces(), !last.isEmpty,
            last.count <= 64
        else { return nil }
        return last
    }
}
