import HTTPTypes

/// A refused request: its status and the small JSON body that says why (never echoing the request).
/// 被拒绝的请求：状态码及说明原因的小段 JSON（从不回显请求内容）。
struct LiveRefusal: Sendable, Equatable {
    let status: HTTPResponse.Status
    /// The machine-readable `error` field.
    let error: String
    /// The English `message` field; constant text, so it needs no JSON escaping.
    let message: String

    static let badHost = LiveRefusal(
        status: .forbidden, error: "forbidden",
        message: "The Host header must be this server's IP address (or localhost) and port.")
    static let badToken = LiveRefusal(
        status: .forbidden, error: "forbidden",
        message: "A valid token is required: open the address printed by interfit, with its ?t= part.")
    static let foreignOrigin = LiveRefusal(
        status: .forbidden, error: "forbidden", message: "WebSocket connections from another site are refused.")
    static let notFound = LiveRefusal(
        status: .notFound, error: "not_found", message: "Nothing here: the page is at / and its WebSocket at /ws.")
    static let methodNotAllowed = LiveRefusal(
        status: .methodNotAllowed, error: "method_not_allowed", message: "Only GET is accepted.")
    static let upgradeRequired = LiveRefusal(
        status: .upgradeRequired, error: "upgrade_required", message: "/ws is a WebSocket: connect with one.")

    var body: String { #"{"error":"\#(error)","message":"\#(message)"}"# }

    /// Every header but `content-length` and `date`, which each HTTP layer adds itself.
    var headers: [(name: String, value: String)] {
        var headers = [("content-type", "application/json; charset=utf-8")] + LiveSecurityHeaders.common
        if status == .methodNotAllowed { headers.append(("allow", "GET")) }
        if status == .upgradeRequired { headers.append(("upgrade", "websocket")) }
        return headers
    }
}
