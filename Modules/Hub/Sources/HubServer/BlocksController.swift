import Foundation
import HubAPI
import HubRules
import Hummingbird

/// `PUT|DELETE /v1/blocks/{handle}` and `GET /v1/blocks`: blocks hold in the store, so every instance honours them.
/// `PUT|DELETE /v1/blocks/{handle}` 与 `GET /v1/blocks`：屏蔽保存在存储中，每个实例都会遵守。
struct BlocksController: Sendable {
    let environment: HubControllerEnvironment

    func addRoutes(to group: RouterGroup<HubRequestContext>) {
        group.get(use: list)
        group.put("{handle}") { request, context in try await set(true, request, context) }
        group.delete("{handle}") { request, context in try await set(false, request, context) }
    }

    func set(_ on: Bool, _ request: Request, _ context: HubRequestContext) async throws -> Response {
        let signedIn = try await environment.reader.account(request)
        let raw = context.parameters.get("handle") ?? ""
        let handle = try HubHandleRules.checked(raw.removingPercentEncoding ?? raw)
        try await environment.enforce(
            environment.dependencies.rateLimits.interaction, key: environment.interactionKey(signedIn, context))
        try await environment.store.setBlock(
            blockerId: signedIn.account.id, blockedHandleKey: HubHandleRules.key(handle), on: on, at: environment.now)
        return HubJSONResponse.noContent
    }

    @Sendable func list(_ request: Request, context: HubRequestContext) async throws -> Response {
        let signedIn = try await environment.reader.account(request)
        let records = try await environment.store.blocks(blockerId: signedIn.account.id)
        return HubJSONResponse.make(
            HubBlockList(blocks: records.map { HubBlock(handle: $0.blockedHandle, createdAt: $0.createdAt) }))
    }
}
