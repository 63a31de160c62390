/// Why a call to a hub failed: not reached, too slow, refused with a status, or answered with what no hub says.
/// 调用社区中心失败的原因：无法连接、太慢、以某状态码拒绝，或答复不符合契约。
public enum HubServiceError: Error, Hashable, Sendable {
    /// How a connection failed before any answer.
    /// 在任何答复之前连接失败的方式。
    public enum Connection: Hashable, Sendable {
        /// Nothing listens there (connection refused, host or network unreachable).
        case refused
        /// No connection within the connect timeout.
        case timedOut
        /// The host name has no address.
        case unknownHost
        /// The secure connection could not be made (no TLS library, a refused certificate); the detail says which.
        case secure(String)
    }

    /// The hub was not reached.
    case unreachable(hub: String, Connection)
    /// Connected, but no answer began within the connect timeout (a hub that accepts and never answers).
    case notAnswering(hub: String)
    /// Connected and answering, but the whole answer did not arrive within the request timeout.
    case timedOut(hub: String)
    /// 429: the hub's sentence naming the limit, and the seconds of `Retry-After`.
    case rateLimited(message: String, retryAfterSeconds: Int?)
    /// 401: no token, or one the hub no longer accepts.
    case unauthorized(message: String)
    /// 5xx: the hub failed; its sentence when it gave one.
    case hubFailed(status: Int, message: String?)
    /// Another 4xx: the hub's code (`HubErrorCode`), sentence, refused field and, on a duplicate, the existing post.
    case refused(status: Int, code: String, message: String, field: String?, existingId: String?)
    /// An answer no hub gives (not JSON of the contract, a redirect, a cut-off body).
    case badAnswer(hub: String, status: Int)
}
