import HubAPI

/// A `HubService` over `InMemoryHubState`, bound to one token (nil: anonymous) like the live client.
/// 基于 `InMemoryHubState` 的 `HubService`，与实际客户端一样绑定一个令牌（nil 表示匿名）。
public struct InMemoryHub: HubService {
    public let state: InMemoryHubState
    public let token: String?
    public let installId: String?

    public init(state: InMemoryHubState, token: String? = nil, installId: String? = nil) {
        self.state = state
        self.token = token
        self.installId = installId
    }

    public var isSignedIn: Bool { token != nil }

    public func search(_ query: HubPostQuery) async throws(HubServiceError) -> HubPostPage {
        let reader = try state.handle("GET /v1/posts", token: token)
        return state.search(query, reader: reader)
    }

    public func post(id: String) async throws(HubServiceError) -> HubPost {
        let reader = try state.handle("GET /v1/posts/\(id)", token: token)
        return try state.post(id, reader: reader)
    }

    public func apply(postId: String) async throws(HubServiceError) -> HubApplyResult {
        let reader = try state.handle("POST /v1/posts/\(postId)/apply", token: token)
        return try state.apply(postId, installId: reader == nil ? installId : nil)
    }

    public func publish(_ draft: HubPostDraft) async throws(HubServiceError) -> HubPost {
        try state.publish(draft, author: try state.signedIn("POST /v1/posts", token: token))
    }

    public func update(postId: String, _ patch: HubPostPatch) async throws(HubServiceError) -> HubPost {
        try state.update(postId, patch, by: try state.signedIn("PATCH /v1/posts/\(postId)", token: token))
    }

    public func setLiked(postId: String, _ liked: Bool) async throws(HubServiceError) {
        let handle = try state.signedIn((liked ? "PUT" : "DELETE") + " /v1/posts/\(postId)/like", token: token)
        try state.react(postId, "like", liked, by: handle)
    }

    public func setSaved(postId: String, _ saved: Bool) async throws(HubServiceError) {
        let handle = try state.signedIn((saved ? "PUT" : "DELETE") + " /v1/posts/\(postId)/save", token: token)
        try state.react(postId, "save", saved, by: handle)
    }

    public func saved(cursor: String?, limit: Int) async throws(HubServiceError) -> HubPostPage {
        state.saved(by: try state.signedIn("GET /v1/me/saved", token: token))
    }

    public func mine(cursor: String?, limit: Int) async throws(HubServiceError) -> HubPostPage {
        state.mine(by: try state.signedIn("GET /v1/me/posts", token: token))
    }

    public func comments(postId: String, cursor: String?, limit: Int) async throws(HubServiceError) -> HubCommentPage {
        let reader = try state.handle("GET /v1/posts/\(postId)/comments", token: token)
        return try state.comments(postId, reader: reader)
    }

    public func comment(postId: String, _ draft: HubCommentDraft) async throws(HubServiceError) -> HubComment {
        let handle = try state.signedIn("POST /v1/posts/\(postId)/comments", token: token)
        return try state.comment(postId, text: draft.text, by: handle)
    }

    public func deleteComment(id: String) async throws(HubServiceError) {
        try state.deleteComment(id, by: try state.signedIn("DELETE /v1/comments/\(id)", token: token))
    }

    public func report(_ draft: HubReportDraft) async throws(HubServiceError) -> HubReport {
        state.report(draft, by: try state.signedIn("POST /v1/reports", token: token))
    }

    public func reports() async throws(HubServiceError) -> HubReportList {
        state.reports(of: try state.signedIn("GET /v1/reports", token: token))
    }

    public func setBlocked(handle: String, _ blocked: Bool) async throws(HubServiceError) {
        let reader = try state.signedIn((blocked ? "PUT" : "DELETE") + " /v1/blocks/\(handle)", token: token)
        state.setBlocked(handle, blocked, by: reader)
    }

    public func blocks() async throws(HubServiceError) -> HubBlockList {
        state.blocks(of: try state.signedIn("GET /v1/blocks", token: token))
    }

    public func register(_ credentials: HubCredentials) async throws(HubServiceError) -> HubAccount {
        _ = try state.handle("POST /v1/accounts", token: nil)
        return try state.register(credentials)
    }

    public func signIn(_ credentials: HubCredentials) async throws(HubServiceError) -> HubSession {
        _ = try state.handle("POST /v1/sessions", token: nil)
        return try state.signIn(credentials)
    }

    public func signOut() async throws(HubServiceError) {
        _ = try state.signedIn("DELETE /v1/sessions/current", token: token)
        state.signOut(token)
    }

    public func whoAmI() async throws(HubServiceError) -> HubWhoAmI {
        let handle = try state.signedIn("GET /v1/sessions/current", token: token)
        return HubWhoAmI(handle: handle, expiresAt: state.now.addingTimeInterval(30 * 86_400))
    }
}
