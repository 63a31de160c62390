import Foundation
import HubAPI
import HubRules
import HubStore
import Shared
import SharedTesting

/// A store under test with a manual clock and sequential ids, and helpers that make accounts and posts.
/// 受测存储，配有手动时钟与顺序编号，以及创建账号和帖子的辅助方法。
public struct HubStoreFixture: Sendable {
    public let store: any HubStore
    public let clock: ManualWallClock
    public let ids: SequentialIDProvider

    public init(store: any HubStore, clock: ManualWallClock = ManualWallClock(), ids: SequentialIDProvider = .init()) {
        self.store = store
        self.clock = clock
        self.ids = ids
    }

    public func newID() -> String { ids.makeID().uuidString.lowercased() }

    /// Creates an account with `handle` (password hash `!`).
    @discardableResult
    public func account(_ handle: String) async throws -> HubAccountRecord {
        let record = HubAccountRecord(
            id: newID(), handle: handle, handleKey: HubHandleRules.key(handle), passwordHash: "!",
            createdAt: clock.now(), suspended: false)
        try await store.createAccount(record)
        return record
    }

    /// A post to insert by `author`, published now.
    public func draft(
        by author: HubAccountRecord, _ content: PlanContent, title: String = "Plan", tags: [String] = [],
        visibility: HubVisibility = .public, commentsEnabled: Bool = true
    ) -> HubNewPost {
        let versionId = ids.makeID()
        let document = PlanExchangeDocument(name: title, content: content, versionId: versionId)
        return HubNewPost(
            id: newID(), authorId: author.id, title: title, tags: tags, notes: "notes", planJSON: document.encoded(),
            versionId: versionId.uuidString.lowercased(), exercises: content.exercises, setsCount: content.setsCount,
            rounds: content.rounds, workSeconds: content.workSeconds, restSeconds: content.restSeconds,
            summary: content.summary, facts: HubPostFacts(content: content),
            changeNote: HubChangeNote(chips: [.beginner], line: "first"), visibility: visibility,
            commentsEnabled: commentsEnabled, createdAt: clock.now())
    }

    /// Inserts a post and returns it.
    @discardableResult
    public func post(
        by author: HubAccountRecord, _ content: PlanContent, title: String = "Plan", tags: [String] = [],
        visibility: HubVisibility = .public, commentsEnabled: Bool = true
    ) async throws -> HubPostRecord {
        try await store.insertPost(
            draft(
                by: author, content, title: title, tags: tags, visibility: visibility, commentsEnabled: commentsEnabled)
        )
    }

    /// The ids of one page of a search.
    public func search(
        _ query: HubPostQuery, viewer: HubAccountRecord? = nil, cursor: HubCursor? = nil
    ) async throws -> (ids: [String], next: HubCursor?) {
        let listing = try await store.searchPosts(
            HubPostSearch(query: query, terms: HubSearchRules.terms(query.text), cursor: cursor, viewerId: viewer?.id))
        return (listing.posts.map(\.id), listing.next)
    }
}
