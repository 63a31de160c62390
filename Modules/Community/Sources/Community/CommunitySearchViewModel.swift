import Foundation
import HubAPI
import Observation
import Shared

/// Search, saved and own posts: one page at a time, `--more` from the kept cursor, the kept copy when offline.
/// 搜索、收藏与自己的帖子：每次一页，`--more` 从保存的游标继续，离线时显示保存的副本。
@MainActor
@Observable
public final class CommunitySearchViewModel {
    /// What the listing shows.
    public private(set) var source: CommunityListingSource = .search
    /// The posts just loaded (a page), or every kept one when offline.
    public private(set) var posts: [HubPost] = []
    /// True when a next page exists (`--more`).
    public private(set) var hasMore = false
    /// When the shown posts were fetched, if they come from the kept copy; nil for a live answer.
    public private(set) var keptAt: Date?
    /// Seconds since `keptAt`.
    public private(set) var ageSeconds: Int?

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

    /// The first page of a search; the query's text and tags are checked first.
    public func search(_ query: HubPostQuery) async throws(CommunityError) {
        var checked = query
        do {
            checked.text = try CommunityInput.text(query.text, field: .search, length: CommunityInput.searchLength)
            checked.tags = try CommunityInput.tags(query.tags)
        } catch {
            throw .input(error)
        }
        checked.cursor = nil
        let page = try await call.run { () async throws(HubServiceError) in try await hub.search(checked) }
        show(page, source: .search, query: CommunityKeptQuery(checked), earlier: [])
    }

    /// The first page of the posts the reader saved, or of their own.
    public func list(_ source: CommunityListingSource) async throws(CommunityError) {
        guard source != .search else { return try await search(HubPostQuery()) }
        try call.requireSignIn(hub)
        let page = try await fetch(source, cursor: nil)
        show(page, source: source, query: CommunityKeptQuery(HubPostQuery()), earlier: [])
    }

    /// The page after the last one shown of `source` (the kept cursor).
    public func more(_ source: CommunityListingSource) async throws(CommunityError) {
        guard let kept = copies.listing(source), let cursor = kept.nextCursor else { throw .noMorePages }
        if source != .search { try call.requireSignIn(hub) }
        let page = try await fetch(source, cursor: cursor, query: kept.query)
        show(page, source: source, query: kept.query, earlier: kept.posts)
    }

    /// Every post of the last `source` listing kept on this machine, with its age.
    public func showKept(_ source: CommunityListingSource) throws(CommunityError) {
        guard let kept = copies.listing(source) else { throw .notCached(hub: copies.hub, post: nil) }
        self.source = source
        posts = kept.posts
        hasMore = kept.nextCursor != nil
        keptAt = kept.savedAt
        ageSeconds = max(0, Int(clock.now().timeIntervalSince(kept.savedAt)))
    }

    private func fetch(
        _ source: CommunityListingSource, cursor: String?, query: CommunityKeptQuery? = nil
    ) async throws(CommunityError) -> HubPostPage {
        try await call.run { () async throws(HubServiceError) in
            switch source {
            case .search: try await hub.search((query ?? CommunityKeptQuery(HubPostQuery())).query(cursor: cursor))
            case .saved: try await hub.saved(cursor: cursor, limit: HubPostQuery.defaultLimit)
            case .mine: try await hub.mine(cursor: cursor, limit: HubPostQuery.defaultLimit)
            }
        }
    }

    private func show(
        _ page: HubPostPage, source: CommunityListingSource, query: CommunityKeptQuery, earlier: [HubPost]
    ) {
        self.source = source
        posts = page.posts
        hasMore = page.nextCursor != nil
        keptAt = nil
        ageSeconds = nil
        let all = Array((earlier + page.posts).suffix(CommunityKeptListing.maximumPosts))
        copies.keep(
            CommunityKeptListing(
                source: source, query: query, posts: all, nextCursor: page.nextCursor, savedAt: clock.now()))
    }
}
