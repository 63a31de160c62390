/// The hub's operations as a client calls them, bound to one hub and, when signed in, one token.
/// 客户端调用的社区中心操作，绑定一个社区中心，登录时还绑定一个令牌。
public protocol HubService: Sendable {
    /// True when calls carry a token.
    var isSignedIn: Bool { get }

    /// `GET /v1/posts`: one page of public posts.
    func search(_ query: HubPostQuery) async throws(HubServiceError) -> HubPostPage
    /// `GET /v1/posts/{id}`: the summary, with the detail when signed in.
    func post(id: String) async throws(HubServiceError) -> HubPost
    /// `POST /v1/posts/{id}/apply`: the frozen version as a plan file.
    func apply(postId: String) async throws(HubServiceError) -> HubApplyResult
    /// `POST /v1/posts`: publishes; a duplicate is `refused` with `existingId`.
    func publish(_ draft: HubPostDraft) async throws(HubServiceError) -> HubPost
    /// `PATCH /v1/posts/{id}`: comments on or off, visibility.
    func update(postId: String, _ patch: HubPostPatch) async throws(HubServiceError) -> HubPost
    /// `PUT` or `DELETE /v1/posts/{id}/like`.
    func setLiked(postId: String, _ liked: Bool) async throws(HubServiceError)
    /// `PUT` or `DELETE /v1/posts/{id}/save`.
    func setSaved(postId: String, _ saved: Bool) async throws(HubServiceError)
    /// `GET /v1/me/saved`: the posts the caller saved.
    func saved(cursor: String?, limit: Int) async throws(HubServiceError) -> HubPostPage
    /// `GET /v1/me/posts`: the caller's own posts.
    func mine(cursor: String?, limit: Int) async throws(HubServiceError) -> HubPostPage
    /// `GET /v1/posts/{id}/comments`: one page, oldest first.
    func comments(postId: String, cursor: String?, limit: Int) async throws(HubServiceError) -> HubCommentPage
    /// `POST /v1/posts/{id}/comments`.
    func comment(postId: String, _ draft: HubCommentDraft) async throws(HubServiceError) -> HubComment
    /// `DELETE /v1/comments/{id}`.
    func deleteComment(id: String) async throws(HubServiceError)
    /// `POST /v1/reports`: the receipt.
    func report(_ draft: HubReportDraft) async throws(HubServiceError) -> HubReport
    /// `GET /v1/reports`: the caller's reports with their status.
    func reports() async throws(HubServiceError) -> HubReportList
    /// `PUT` or `DELETE /v1/blocks/{handle}`.
    func setBlocked(handle: String, _ blocked: Bool) async throws(HubServiceError)
    /// `GET /v1/blocks`.
    func blocks() async throws(HubServiceError) -> HubBlockList
    /// `POST /v1/accounts`.
    func register(_ credentials: HubCredentials) async throws(HubServiceError) -> HubAccount
    /// `POST /v1/sessions`: a new token.
    func signIn(_ credentials: HubCredentials) async throws(HubServiceError) -> HubSession
    /// `DELETE /v1/sessions/current`.
    func signOut() async throws(HubServiceError)
    /// `GET /v1/sessions/current`.
    func whoAmI() async throws(HubServiceError) -> HubWhoAmI
}
