import HTTPTypes
import HummingbirdCore
import NIOCore

/// Answers plain HTTP: the page for a good token, a JSON refusal for anything else.
/// 响应普通 HTTP 请求：令牌有效时返回页面，其余一律返回 JSON 拒绝信息。
struct LiveHTTPResponder: Sendable {
    let gate: LiveRequestGate
    let page: ByteBuffer

    func respond(to request: Request) -> Response {
        let head = LiveRequestHead(request.head)
        switch gate.verdict(for: head) {
        case .page:
            return Response(
                status: .ok, headers: Self.fields(LiveSecurityHeaders.page(host: head.host ?? "")),
                body: .init(byteBuffer: page))
        case .webSocket:
            // An upgrade never reaches a responder (Hummingbird redirects it to a fresh connection), so this is
            // only a request that claims an upgrade without being one.
            return Self.refusal(.upgradeRequired)
        case .refused(let refusal):
            return Self.refusal(refusal)
        }
    }

    private static func refusal(_ refusal: LiveRefusal) -> Response {
        Response(
            status: refusal.status, headers: fields(refusal.headers),
            body: .init(byteBuffer: ByteBuffer(string: refusal.body)))
    }

    private static func fields(_ pairs: [(name: String, value: String)]) -> HTTPFields {
        var fields = HTTPFields()
        for (name, value) in pairs {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        return fields
    }
}
