import Foundation
import HubAPI
import Shared

/// The live `HubService`: JSON over HTTP/1.1 to one hub, with its token when signed in; redirects never followed.
/// 实际使用的 `HubService`：以 HTTP/1.1 向一个社区中心收发 JSON，登录时附带其令牌；从不跟随重定向。
public struct HubHTTPClient: HubService {
    public let transport: HubHTTPTransport
    /// The token the hub at `transport.address` issued; sent to no other.
    private let token: String?
    /// Counts an anonymous apply once per install.
    private let installId: String?

    public init(transport: HubHTTPTransport, token: String?, installId: String?) {
        self.transport = transport
        self.token = token
        self.installId = installId
    }

    public var isSignedIn: Bool { token != nil }

    public func search(_ query: HubPostQuery) async throws(HubServiceError) -> HubPostPage {
        try await call("GET", "/v1/posts" + Self.query(query.parameters))
    }

    public func post(id: String) async throws(HubServiceError) -> HubPost {
        try await call("GET", "/v1/posts/" + Self.segment(id))
    }

    public func apply(postId: String) async throws(HubServiceError) -> HubApplyResult {
        let extra = token == nil ? installId.map { [(name: "Interfit-Install-Id", value: $0)] } ?? [] : []
        return try await call("POST", "/v1/posts/" + Self.segment(postId) + "/apply", headers: extra)
    }

    public func publish(_ draft: HubPostDraft) async throws(HubServiceError) -> HubPost {
        try await call("POST", "/v1/posts", body: draft)
    }

    public func update(postId: String, _ patch: HubPostPatch) async throws(HubServiceError) -> HubPost {
        try await call("PATCH", "/v1/posts/" + Self.segment(postId), body: patch)
    }

    public func setLiked(postId: String, _ liked: Bool) async throws(HubServiceError) {
        try await perform(liked ? "PUT" : "DELETE", "/v1/posts/" + Self.segment(postId) + "/like")
    }

    public func setSaved(postId: String, _ saved: Bool) async throws(HubServiceError) {
        try await perform(saved ? "PUT" : "DELETE", "/v1/posts/" + Self.segment(postId) + "/save")
    }

    public func saved(cursor: String?, limit: Int) async throws(HubServiceError) -> HubPostPage {
        try await call("GET", "/v1/me/saved" + Self.query(Self.page(cursor, limit)))
    }

    public func mine(cursor: String?, limit: Int) async throws(HubServiceError) -> HubPostPage {
        try await call("GET", "/v1/me/posts" + Self.query(Self.page(cursor, limit)))
    }

    public func comments(postId: String, cursor: String?, limit: Int) async throws(HubServiceError) -> HubCommentPage {
        try await call("GET", "/v1/posts/" + Self.segment(postId) + "/comments" + Self.query(Self.page(cursor, limit)))
    }

    public func comment(postId: String, _ draft: HubCommentDraft) async throws(HubServiceError) -> HubComment {
        try await call("POST", "/v1/posts/" + Self.segment(postId) + "/comments", body: draft)
    }

    public func deleteComment(id: String) async throws(HubServiceError) {
        try await perform("DELETE", "/v1/comments/" + Self.segment(id))
    }

    public func report(_ draft: HubReportDraft) async throws(HubServiceError) -> HubReport {
        try await call("POST", "/v1/reports", body: draft)
    }

    public func reports() async throws(HubServiceError) -> HubReportList {
        try await call("GET", "/v1/reports")
    }

    public func setBlocked(handle: String, _ blocked: Bool) async throws(HubServiceError) {
        try await perform(blocked ? "PUT" : "DELETE", "/v1/blocks/" + Self.segment(handle))
    }

    public func blocks() async throws(HubServiceError) -> HubBlockList {
        try await call("GET", "/v1/blocks")
    }

    public func register(_ credentials: HubCredentials) async throws(HubServiceError) -> HubAccount {
        try await call("POST", "/v1/accounts", body: credentials)
    }

    public func signIn(_ credentials: HubCredentials) async throws(HubServiceError) -> HubSession {
        try await call("POST", "/v1/sessions", body: credentials)
    }

    public func signOut() async throws(HubServiceError) {
        try await perform("DELETE", "/v1/sessions/current")
    }

    public func whoAmI() async throws(HubServiceError) -> HubWhoAmI {
        try await call("GET", "/v1/sessions/current")
    }

    // MARK: - Requests and answers

    /// Sends a request whose answer is a JSON document of `Answer`.
    private func call<Answer: Decodable>(
        _ method: String, _ target: String, headers: [(name: String, value: String)] = [],
        body: (some Encodable)? = String?.none
    ) async throws(HubServiceError) -> Answer {
        let response = try await exchange(method, target, headers: headers, body: body)
        do {
            return try HubJSON.decoder().decode(Answer.self, from: response.body)
        } catch {
            throw .badAnswer(hub: transport.address.description, status: response.status)
        }
    }

    /// Sends a request whose answer has no body (204).
    private func perform(_ method: String, _ target: String) async throws(HubServiceError) {
        _ = try await exchange(method, target, headers: [], body: String?.none)
    }

    /// The answer when its status is 2xx; every other status becomes the matching error.
    private func exchange(
        _ method: String, _ target: String, headers: [(name: String, value: String)], body: (some Encodable)?
    ) async throws(HubServiceError) -> HubHTTPResponse {
        var sent = headers
        if let token { sent.append((name: "Authorization", value: "Bearer " + token)) }
        let data = body.map { try? HubJSON.encoder().encode($0) } ?? nil
        let response = try await transport.send(
            HubHTTPRequest(method: method, target: target, headers: sent, body: data))
        if (200..<300).contains(response.status) { return response }
        throw Self.failure(response, hub: transport.address.description)
    }

    /// The error an answer with a status outside 2xx stands for.
    static func failure(_ response: HubHTTPResponse, hub: String) -> HubServiceError {
        let body = try? HubJSON.decoder().decode(HubErrorBody.self, from: response.body)
        switch response.status {
        case 401:
            return .unauthorized(message: body?.error.message ?? "")
        case 429:
            let seconds = response.headers["retry-after"].flatMap { Int($0.trimmingSpaces()) }
            return .rateLimited(message: body?.error.message ?? "", retryAfterSeconds: seconds)
        case 500...599:
            return .hubFailed(status: response.status, message: body?.error.message)
        case 400...499:
            guard let body else { return .badAnswer(hub: hub, status: response.status) }
            return .refused(
                status: response.status, code: body.error.code, message: body.error.message, field: body.error.field,
                existingId: body.existingId)
        default:
            return .badAnswer(hub: hub, status: response.status)
        }
    }

    /// `?a=1&b=2`, percent-encoded, or nothing.
    static func query(_ parameters: [(name: String, value: String)]) -> String {
        guard !parameters.isEmpty else { return "" }
        return "?" + parameters.map { segment($0.name) + "=" + segment($0.value) }.joined(separator: "&")
    }

    /// A path segment or query value with everything but unreserved characters percent-encoded.
    static func segment(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return encoded
    }

    private static func page(_ cursor: String?, _ limit: Int) -> [(name: String, value: String)] {
        var items: [(name: String, value: String)] = []
        if limit != HubPostQuery.defaultLimit { items.append((name: "limit", value: String(limit))) }
        if let cursor { items.append((name: "cursor", value: cursor)) }
        return items
    }
}
