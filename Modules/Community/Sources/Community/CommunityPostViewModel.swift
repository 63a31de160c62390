import Foundation
import HubAPI
import Observation
import Shared

/// One post: shown live (and kept) or from the kept copy, liked, saved, its comments opened or closed.
/// 单个帖子：在线显示（并保存）或显示保存的副本，点赞、收藏、开启或关闭评论。
@MainActor
@Observable
public final class CommunityPostViewModel {
    /// The post shown last.
    public private(set) var post: HubPost?
    /// When the shown post was fetched, if it comes from the kept copy.
    public private(set) var keptAt: Date?
    /// Seconds since `keptAt`.
    public private(set) var ageSeconds: Int?
    /// True when the reader is signed in (so a summary without detail means the post has none to show).
    public var isSignedIn: Bool { hub.isSignedIn }

    /// The hub's canonical address, for messages.
    public var hubAddress: String { copies.hub }

    @ObservationIgnored private let hub: any HubService
    @ObservationIgnored private let copies: CommunityOfflineCopies
    @ObservationIgnored private let clock: any WallClock
    @ObservationIgnored private let call: CommunityHubCall

    public init(hub: any HubService, copies: CommunityOfflineCopies, clock: any WallClock) {
        self.hub = hub
        self.copies = copies
        self.clock = clock
        call = CommunityHubCall(hub: copies.hub)
    }

    /// Fetches the post `reference` names (an id, or a kept id's prefix) and keeps it for `--offline`.
    public func show(_ reference: String) async throws(CommunityError) {
        let id = try copies.postId(reference)
        let found = try await call.run { () async throws(HubServiceError) in try await hub.post(id: id) }
        copies.keep(found, at: clock.now())
        post = found
        keptAt = nil
        ageSeconds = nil
    }

    /// The kept copy of the post `reference` names, with its age.
    public func showKept(_ reference: String) throws(CommunityError) {
        let id = try copies.postId(reference)
        guard let kept = copies.post(id) else { throw .notCached(hub: copies.hub, post: id) }
        post = kept.post
        keptAt = kept.savedAt
        ageSeconds = max(0, Int(clock.now().timeIntervalSince(kept.savedAt)))
    }

    /// Likes or unlikes the post; answers its id.
    @discardableResult
    public func setLiked(_ reference: String, _ liked: Bool) async throws(CommunityError) -> String {
        try call.requireSignIn(hub)
        let id = try copies.postId(reference)
        try await call.run { () async throws(HubServiceError) in try await hub.setLiked(postId: id, liked) }
        return id
    }

    /// Saves or unsaves the post; answers its id.
    @discardableResult
    public func setSaved(_ reference: String, _ saved: Bool) async throws(CommunityError) -> String {
        try call.requireSignIn(hub)
        let id = try copies.postId(reference)
        try await call.run { () async throws(HubServiceError) in try await hub.setSaved(postId: id, saved) }
        return id
    }

    /// Opens or closes the comments of one of the reader's posts; the post as it now is.
    @discardableResult
    public func setCommentsOpen(_ reference: String, _ open: Bool) async throws(CommunityError) -> HubPost {
        try call.requireSignIn(hub)
        let id = try copies.postId(reference)
        let updated = try await call.run { () async throws(HubServiceError) in
            try await hub.update(postId: id, HubPostPatch(commentsEnabled: open))
        }
        copies.keep(updated, at: clock.now())
        post = updated
        return updated
    }
}
