import Foundation
import Shared

/// One HTTP/1.1 request to a hub: method, path with its query, extra headers and an optional JSON body.
/// 发往社区中心的一次 HTTP/1.1 请求：方法、含查询串的路径、附加头部与可选的 JSON 正文。
public struct HubHTTPRequest: Sendable, Equatable {
    public let method: String
    /// Percent-encoded, starting with `/`, the hub's base path not included.
    public let target: String
    public let headers: [(name: String, value: String)]
    public let body: Data?

    public init(method: String, target: String, headers: [(name: String, value: String)] = [], body: Data? = nil) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
    }

    public static func == (lhs: HubHTTPRequest, rhs: HubHTTPRequest) -> Bool {
        lhs.method == rhs.method && lhs.target == rhs.target && lhs.body == rhs.body
            && lhs.headers.map(\.name) == rhs.headers.map(\.name)
            && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }

    /// Account and session creation hash a password (slow by design): the answer may start any time before the end.
    var answersSlowly: Bool { method == "POST" && (target == "/v1/accounts" || target == "/v1/sessions") }

    /// The bytes sent for `address`: request line, headers (`Connection: close`), body.
    func encoded(for address: HubAddress) -> [UInt8] {
        var head = method + " " + address.basePath + target + " HTTP/1.1\r\n"
        head += "Host: " + address.hostHeader + "\r\n"
        head += "User-Agent: interfit\r\nAccept: application/json\r\nConnection: close\r\n"
        for header in headers { head += header.name + ": " + header.value + "\r\n" }
        if let body {
            head += "Content-Type: application/json\r\nContent-Length: " + String(body.count) + "\r\n"
        } else if method == "POST" || method == "PUT" || method == "PATCH" {
            head += "Content-Length: 0\r\n"
        }
        head += "\r\n"
        return Array(head.utf8) + Array(body ?? Data())
    }
}
