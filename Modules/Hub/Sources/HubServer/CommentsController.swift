import Hummingbird

/// `DELETE /v1/comments/{id}`: by the commenter, or by the author of the post it is under.
/// `DELETE /v1/comments/{id}`：由评论者本人或所在帖子的作者删除。
struct CommentsController: Sendable {
    let environment: HubControllerEnvironment

    func addRoutes(to group: RouterGroup<HubRequestContext>) {
        group.delete("{id}", use: delete)
    }

    @Sendable func delete(_ request: Request, context: HubRequestContext) async throws -> Response {
        let id = try HubControllerEnvironment.identifier(context)
        let signedIn = try await environment.reader.account(request)
        try await environment.store.deleteComment(id: id, accountId: signedIn.account.id, at: environment.now)
        return HubJSONResponse.noContent
    }
}
