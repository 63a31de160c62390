import HubAPI
import Observation
import Shared

/// Blocks: once `block` returns, that person's posts and comments are gone for the reader on every hub instance.
/// 屏蔽：`block` 返回后，此人的帖子与评论在所有社区中心实例上对读者不再可见。
@MainActor
@Observable
public final class CommunityBlocksViewModel {
    /// The people the reader blocked, most recent first, after `load()`.
    public private(set) var blocks: [HubBlock] = []

    /// The hub's canonical address, for messages.
    public var hubAddress: String { call.hub }

    @ObservationIgnored private let hub: any HubService
    @ObservationIgnored private let call: CommunityHubCall

    public init(hub: any HubService, hubAddress: String) {
        self.hub = hub
        call = CommunityHubCall(hub: hubAddress)
    }

    /// Blocks or unblocks `handle` (checked first); answers the handle as sent.
    @discardableResult
    public func setBlocked(_ handle: String, _ blocked: Bool) async throws(CommunityError) -> String {
        let checked: String
        do { checked = try CommunityInput.handle(handle) } catch { throw .input(error) }
        try call.requireSignIn(hub)
        try await call.run { () async throws(HubServiceError) in try await hub.setBlocked(handle: checked, blocked) }
        return checked
    }

    /// The people the reader blocked.
    public func load() async throws(CommunityError) {
        try call.requireSignIn(hub)
        blocks = try await call.run { () async throws(HubServiceError) in try await hub.blocks() }.blocks
    }
}
