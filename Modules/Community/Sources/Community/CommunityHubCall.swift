import HubAPI

/// Runs hub calls for a view model: a failure becomes `CommunityError.hub` naming the hub.
/// 为视图模型执行社区中心调用：失败会变成注明社区中心的 `CommunityError.hub`。
struct CommunityHubCall: Sendable {
    /// The hub's canonical address, for messages.
    let hub: String

    func run<T>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws(HubServiceError) -> T
    ) async throws(CommunityError) -> T {
        do { return try await body() } catch { throw .hub(error, hub: hub) }
    }

    /// Refuses an account-only action before anything is sent when no sign-in is kept.
    func requireSignIn(_ service: any HubService) throws(CommunityError) {
        guard service.isSignedIn else { throw .notSignedIn(hub: hub) }
    }
}
