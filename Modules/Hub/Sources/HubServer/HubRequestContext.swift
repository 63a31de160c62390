import Hummingbird
import Logging
import NIOCore

/// The context of one request: the router's storage, the peer's address and the request id logs carry.
/// 单个请求的上下文：路由器的存储、对端地址，以及日志携带的请求编号。
public struct HubRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let remoteAddress: SocketAddress?
    /// Set by the observation middleware; echoed as `X-Request-Id`.
    public var requestID: String = ""

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// Request bodies larger than 1 MiB are refused with 413.
    public var maxUploadSize: Int { HubServerConfiguration.maximumBodyBytes }

    /// The peer's IP address as text ("unknown" when the channel has none, e.g. a Unix socket).
    var address: String { remoteAddress?.ipAddress ?? "unknown" }
}
