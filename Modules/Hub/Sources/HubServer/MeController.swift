import HubRules
import Hummingbird

/// `GET /v1/me/saved` and `GET /v1/me/posts`: the signed-in account's saved posts and its own posts, paged.
/// `GET /v1/me/saved` 与 `GET /v1/me/posts`：登录账号收藏的帖子与自己的帖子，分页返回。
struct MeController: Sendable {
    let environment: HubControllerEnvironment

    func addRoutes(to group: RouterGroup<HubRequestContext>) {
        group.get("saved", use: saved)
        group.get("posts", use: posts)
    }

    @Sendable func saved(_ request: Request, context: HubRequestContext) async throws -> Response {
        let signedIn = try await environment.reader.account(request)
        let (limit, cursor) = try HubControllerEnvironment.paging(request, by: .saved)
        let listing = try await environment.store.savedPosts(
            accountId: signedIn.account.id, after: cursor, limit: limit)
        return try await environment.page(listing, for: signedIn)
    }

    @Sendable func posts(_ request: Request, context: HubRequestContext) async throws -> Response {
        let signedIn = try await environment.reader.account(request)
        let (limit, cursor) = try HubControllerEnvironment.paging(request, by: .sequence)
        let listing = try await environment.store.authoredPosts(
            authorId: signedIn.account.id, after: cursor, limit: limit)
        return try await environment.page(listing, for: signedIn)
    }
}
