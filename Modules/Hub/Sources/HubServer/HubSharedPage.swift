import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Shared

/// A post's page as every anonymous reader gets it: its JSON and the entity tag that names those bytes.
/// 所有匿名读者看到的帖子页：其 JSON 及标识这些字节的实体标签。
struct HubSharedPage: Sendable {
    // Freshness: none. `Cache-Control: no-cache` lets a client or proxy keep the page but obliges it to ask again each
    // time; the hub then answers 304 only if the page it would send now has the same bytes. A hidden post, a private
    // one or a suspended author's is a 404 for anonymous readers as of the request's arrival, and blocks only shape what
    // signed-in readers get, which is never shared.

    /// Shared by every response (a `ByteBuffer` is copied on write, and nothing writes it).
    let body: ByteBuffer
    /// A strong validator: the first 128 bits of the body's SHA-256, quoted.
    let entityTag: String

    init(body: Data) {
        self.body = ByteBuffer(bytes: body)
        let digest = SHA256.hash(data: body).prefix(16).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }
        entityTag = "\"" + digest.joined() + "\""
    }

    /// 304 when `request` already holds these bytes (`If-None-Match`), else 200 with them.
    func response(to request: Request) -> Response {
        response(ifNoneMatch: request.headers[.ifNoneMatch])
    }

    /// 304 when `ifNoneMatch` names these bytes, else 200 with them.
    func response(ifNoneMatch: String?) -> Response {
        var headers: HTTPFields = [.eTag: entityTag, .cacheControl: "no-cache"]
        if let asked = ifNoneMatch, Self.matches(asked, entityTag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
    }

    /// Whether an `If-None-Match` list names `tag` (weak comparison, as RFC 9110 asks for this header) or is `*`.
    static func matches(_ list: String, _ tag: String) -> Bool {
        list.split(separator: ",").contains { candidate in
            var candidate = candidate.trimmingSpaces()
            if candidate == "*" { return true }
            if candidate.hasPrefix("W/") { candidate.removeFirst(2) }
            return candidate == tag
        }
    }
}
