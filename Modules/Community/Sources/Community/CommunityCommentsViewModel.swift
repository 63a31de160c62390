import HubAPI
import Observation
import Shared

/// A post's comments: the first pages, adding one (checked first), removing one.
/// 帖子的评论：最前面的若干页、发表一条（先检查）、删除一条。
@MainActor
@Observable
public final class CommunityCommentsViewModel {
    /// The comments shown, oldest first.
    public private(set) var comments: [HubComment] = []
    /// True when more comments exist than were fetched.
    public private(set) var hasMore = false
    /// The post the comments belong to.
    public private(set) var postId: String?

    /// The hub's canonical address, for messages.
    public var hubAddress: String { copies.hub }

    @ObservationIgnored private let hub: any HubService
    @ObservationIgnored private let copies: CommunityOfflineCopies
    @ObservationIgnored private let call: CommunityHubCall

    /// The most comments fetched for one listing.
    public static let limit = 100

    public init(hub: any HubService, copies: CommunityOfflineCopies) {
        self.hub = hub
        self.copies = copies
        call = CommunityHubCall(hub: copies.hub)
    }

    /// The first `limit` comments of the post `reference` names.
    public func load(_ reference: String) async throws(CommunityError) {
        let id = try copies.postId(reference)
        let page = try await call.run { () async throws(HubServiceError) in
            try await hub.comments(postId: id, cursor: nil, limit: Self.limit)
        }
        postId = id
        comments = page.comments
        hasMore = page.nextCursor != nil
    }

    /// Adds a comment of 1–1000 characters (line feeds allowed) to the post `reference` names.
    @discardableResult
    public func add(_ reference: String, text: String) async throws(CommunityError) -> HubComment {
        let checked: String
        do {
            checked = try CommunityInput.text(
                text, field: .commentText, length: CommunityInput.commentLength, lineFeeds: true)
        } catch {
            throw .input(error)
        }
        try call.requireSignIn(hub)
        let id = try copies.postId(reference)
        return try await call.run { () async throws(HubServiceError) in
            try await hub.comment(postId: id, HubCommentDraft(text: checked))
        }
    }

    /// Removes a comment (the commenter's own, or any under the reader's posts); answers its id.
    @discardableResult
    public func remove(_ reference: String) async throws(CommunityError) -> String {
        let id: String
        do { id = try CommunityInput.id(reference, field: .comment) } catch { throw .input(error) }
        try call.requireSignIn(hub)
        try await call.run { () async throws(HubServiceError) in try await hub.deleteComment(id: id) }
        return id
    }
}
