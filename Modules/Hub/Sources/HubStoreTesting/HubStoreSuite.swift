import Foundation
import HubAPI
import HubRules
import HubStore
import Shared
import Testing

/// The checks every `HubStore` implementation must pass; each runs on a fresh, migrated, empty store.
/// 每个 `HubStore` 实现都必须通过的检查；每项都在全新、已迁移的空存储上运行。
public enum HubStoreSuite {
    /// One named check, for `@Test(arguments:)`.
    /// 一项具名检查，用于 `@Test(arguments:)`。
    public struct Check: Sendable, CustomStringConvertible {
        public let description: String
        let body: @Sendable (HubStoreFixture) async throws -> Void

        /// Runs the check on `fixture`'s store.
        public func run(_ fixture: HubStoreFixture) async throws { try await body(fixture) }
    }

    /// Tabata-like content with `sets` sets, so every post of a test differs.
    static func content(sets: Int, work: Int = 20, rest: Int = 10, exercises: [String] = []) -> PlanContent {
        PlanContent(setsCount: sets, workSeconds: work, restSeconds: rest, exercises: exercises)
    }

    public static let checks: [Check] = [
        Check(description: "handles are unique by their key", body: handlesAreUnique),
        Check(description: "sessions expire, are revoked and end with suspension", body: sessions),
        Check(description: "the same author and content is refused naming the post", body: duplicates),
        Check(description: "search filters on text, tags and chips", body: searchFilters),
        Check(description: "keyset pages are stable under inserts", body: keysetPaging),
        Check(description: "score order follows interactions and age", body: scoreOrder),
        Check(description: "an apply counts once per applicant", body: applies),
        Check(description: "likes and saves are idempotent", body: reactions),
        Check(description: "saved posts newest save first, own posts newest first", body: savedAndOwnPosts),
        Check(description: "private and hidden posts are invisible to others", body: visibility),
        Check(description: "blocks hide posts and comments and forbid comments", body: blocks),
        Check(description: "closed comments and who may delete a comment", body: comments),
        Check(description: "reports go received, in review, resolved", body: reports),
        Check(description: "a suspension revokes sessions and hides posts", body: suspension),
        Check(description: "rate limits count in the store", body: rateLimits),
        Check(description: "synthetic batches are searchable", body: synthetic),
        Check(description: "a broad text search pages through every match in order", body: broadSearch),
    ]

    static func handlesAreUnique(_ f: HubStoreFixture) async throws {
        let alice = try await f.account("Alice")
        await #expect(throws: HubStoreError.handleTaken) { try await f.account("ALICE") }
        #expect(try await f.store.account(handleKey: "alice") == alice)
        #expect(try await f.store.account(handleKey: "bob") == nil)
    }

    static func sessions(_ f: HubStoreFixture) async throws {
        let alice = try await f.account("alice")
        let now = f.clock.now()
        try await f.store.createSession(
            HubSessionRecord(tokenHash: "h1", accountId: alice.id, createdAt: now, expiresAt: now + 60))
        #expect(try await f.store.signedIn(tokenHash: "h1", at: now)?.account.id == alice.id)
        #expect(try await f.store.signedIn(tokenHash: "h1", at: now)?.blocksAnyone == false)
        #expect(try await f.store.signedIn(tokenHash: "h1", at: now + 60) == nil)
        #expect(try await f.store.signedIn(tokenHash: "other", at: now) == nil)
        try await f.store.createSession(
            HubSessionRecord(tokenHash: "h2", accountId: alice.id, createdAt: now, expiresAt: now + 600))
        try await f.store.deleteSession(tokenHash: "h2")
        #expect(try await f.store.signedIn(tokenHash: "h2", at: now) == nil)
    }

    static func duplicates(_ f: HubStoreFixture) async throws {
        let alice = try await f.account("alice")
        let bob = try await f.account("bob")
        let first = try await f.post(by: alice, content(sets: 8))
        await #expect(throws: HubStoreError.duplicatePost(existingId: first.id)) {
            try await f.post(by: alice, content(sets: 8), title: "Another title")
        }
        let bobs = try await f.post(by: bob, content(sets: 8))
        #expect(bobs.id != first.id)
        #expect(first.detail?.contentHash == ContentHash(content: content(sets: 8)).value)
        #expect(first.summary == "8×(20/10) = 3:50")
    }

    static func searchFilters(_ f: HubStoreFixture) async throws {
        let alice = try await f.account("alice")
        let tabata = try await f.post(
            by: alice, content(sets: 8, exercises: ["Squats"]), title: "Morning Tabata", tags: ["home"])
        let long = try await f.post(
            by: alice, content(sets: 30, work: 60, rest: 30), title: "Long run", tags: ["running", "outdoor"])
        let even = try await f.post(by: alice, content(sets: 12, work: 45, rest: 45), title: "Even legs", tags: ["gym"])
        let none = HubPostQuery(sort: .new)
        #expect(try await f.search(none).ids == [even.id, long.id, tabata.id])
        #expect(try await f.search(HubPostQuery(text: "tabata", sort: .new)).ids == [tabata.id])
        #expect(try await f.search(HubPostQuery(text: "squ", sort: .new)).ids == [tabata.id])
        #expect(try await f.search(HubPostQuery(text: "run outdoor", sort: .new)).ids == [long.id])
        #expect(try await f.search(HubPostQuery(text: "\"; DROP TABLE posts; --", sort: .new)).ids == [])
        #expect(try await f.search(HubPostQuery(tags: ["gym"], sort: .new)).ids == [even.id])
        #expect(try await f.search(HubPostQuery(tags: ["running", "outdoor"], sort: .new)).ids == [long.id])
        #expect(try await f.search(HubPostQuery(duration: .upTo10, sort: .new)).ids == [tabata.id])
        #expect(try await f.search(HubPostQuery(duration: .over40, sort: .new)).ids == [long.id])
        #expect(try await f.search(HubPostQuery(sets: .from11To20, sort: .new)).ids == [even.id])
        #expect(try await f.search(HubPostQuery(ratio: .oneToOne, sort: .new)).ids == [even.id])
        #expect(try await f.search(HubPostQuery(ratio: .twoToOne, sort: .new)).ids == [long.id, tabata.id])
        #expect(try await f.search(HubPostQuery(noMusic: true, sort: .new)).ids.count == 3)
        #expect(try await f.search(HubPostQuery(text: "legs", duration: .upTo10, sort: .new)).ids == [])
        #expect(try await f.search(HubPostQuery(duration: .upTo10, ratio: .twoToOne, sort: .new)).ids == [tabata.id])
        #expect(try await f.search(HubPostQuery(duration: .over40, sets: .upTo5, sort: .new)).ids == [])
        #expect(try await f.search(HubPostQuery(ratio: .twoToOne, noMusic: true, limit: 1)).ids == [long.id])
        #expect(try await f.search(HubPostQuery(text: "e", sort: .new)).ids == [])  // one letter: exact words only
    }

    static func keysetPaging(_ f: HubStoreFixture) async throws {
        let alice = try await f.account("alice")
        var posts: [HubPostRecord] = []
        for sets in 1...5 {
            posts.append(try await f.post(by: alice, content(sets: sets)))
            f.clock.advance(by: 60)
        }
        let first = try await f.search(HubPostQuery(sort: .new, limit: 2))
        #expect(first.ids == [posts[4].id, posts[3].id])
        let inserted = try await f.post(by: alice, content(sets: 6))
        let second = try await f.search(HubPostQuery(sort: .new, limit: 2), cursor: first.next)
        #expect(second.ids == [posts[2].id, posts[1].id])
        let third = try await f.search(HubPostQuery(sort: .new, limit: 2), cursor: second.next)
        #expect(third.ids == [posts[0].id])
        #expect(third.next == nil)
        // By score: ties broken by sequence, and an insert at the top does not shift later pages.
        let top = try await f.search(HubPostQuery(limit: 3))
        #expect(top.ids == [inserted.id, posts[4].id, posts[3].id])
        _ = try await f.post(by: alice, content(sets: 7))
        let rest = try await f.search(HubPostQuery(limit: 3), cursor: top.next)
        #expect(rest.ids == [posts[2].id, posts[1].id, posts[0].id])
        #expect(rest.next == nil)
    }

    static func scoreOrder(_ f: HubStoreFixture) async throws {
        let alice = try await f.account("alice")
        let readers = [try await f.account("r1"), try await f.account("r2"), try await f.account("r3")]
        let older = try await f.post(by: alice, content(sets: 1))
        f.clock.advance(by: HubRanking.halfLifeSeconds)
        let newer = try await f.post(by: alice, content(sets: 2))
        #expect(try await f.search(HubPostQuery()).ids == [newer.id, older.id])
        // Older: 1 apply = 3 → (1 + 3) / 2 = 2 after one half-life; newer: 1 like = 0.5 → 1.5.
        _ = try await f.store.applyPost(
            id: older.id, applicantKey: "account:r1", viewerId: readers[0].id, at: f.clock.now())
        try await f.store.setReaction(.like, postId: newer.id, accountId: readers[0].id, on: true, at: f.clock.now())
        #expect(try await f.search(HubPostQuery()).ids == [older.id, newer.id])
        // Newer: + 2 likes = 1.5 → 2.5, ahead again.
        for reader in readers.dropFirst() {
            try await f.store.setReaction(.like, postId: newer.id, accountId: reader.id, on: true, at: f.clock.now())
        }
        #expect(try await f.search(HubPostQuery()).ids == [newer.id, older.id])
        // Older: + 2 comments = 5 → (1 + 5) / 2 = 3, ahead again: a comment moves the key it is counted in.
        for (number, reader) in readers.prefix(2).enumerated() {
            _ = try await f.store.insertComment(
                id: "score\(number)", postId: older.id, authorId: reader.id, text: "nice", at: f.clock.now())
        }
        #expect(try await f.search(HubPostQuery()).ids == [older.id, newer.id])
    }

    static func applies(_ f: HubStoreFixture) async throws {
        let alice = try await f.account("alice")
        let bob = try await f.account("bob")
        let post = try await f.post(by: alice, content(sets: 3))
        let now = f.clock.now()
        for _ in 0..<2 {
            _ = try await f.store.applyPost(id: post.id, applicantKey: "account:\(bob.id)", viewerId: bob.id, at: now)
            _ = try await f.store.applyPost(id: post.id, applicantKey: "install:abc12345", viewerId: nil, at: now)
        }
        let anonymous = try await f.store.applyPost(id: post.id, applicantKey: nil, viewerId: nil, at: now)
        #expect(anonymous.applyCount == 2)
        #expect(anonymous.detail?.versionId == post.detail?.versionId)
        await #expect(throws: HubStoreError.notFound) {
            try await f.store.applyPost(id: "missing", applicantKey: nil, viewerId: nil, at: now)
        }
    }

    static func reactions(_ f: HubStoreFixture) async throws {
        let alice = try await f.account("alice")
        let bob = try await f.account("bob")
        let post = try await f.post(by: alice, content(sets: 3))
        let now = f.clock.now()
        try await f.store.setReaction(.like, postId: post.id, accountId: bob.id, on: true, at: now)
        try await f.store.setReaction(.like, postId: post.id, accountId: bob.id, on: true, at: now)
        try await f.store.setReaction(.save, postId: post.id, accountId: bob.id, on: true, at: now)
        var seen = try #require(try await f.store.post(id: post.id, viewerId: bob.id))
        #expect((seen.likeCount, seen.saveCount) == (1, 1))
        #expect(seen.detail?.likedByViewer == true)
        #expect(seen.detail?.savedByViewer == true)
        try await f.store.setReaction(.like, postId: post.id, accountId: bob.id, on: false, at: now)
        try await f.store.setReaction(.like, postId: post.id, accountId: bob.id, on: false, at: now)
        seen = try #require(try await f.store.post(id: post.id, viewerId: bob.id))
        #expect((seen.likeCount, seen.saveCount) == (0, 1))
        #expect(seen.detail?.likedByViewer == false)
    }

    static func savedAndOwnPosts(_ f: HubStoreFixture) async throws {
        let alice = try await f.account("alice")
        let bob = try await f.account("bob")
        let carol = try await f.account("carol")
        let a1 = try await f.post(by: alice, content(sets: 1))
        let a2 = try await f.post(by: alice, content(sets: 2), visibility: .private)
        let c1 = try await f.post(by: carol, content(sets: 3))
        let c2 = try await f.post(by: carol, content(sets: 4))
        let a3 = try await f.post(by: alice, content(sets: 5))
        // Saved in the order a1, c2, then c1 and a3 in the same second (the later post first), c2 again.
        try await f.store.setReaction(.save, postId: a1.id, accountId: bob.id, on: true, at: f.clock.now())
        f.clock.advance(by: 10)
        try await f.store.setReaction(.save, postId: c2.id, accountId: bob.id, on: true, at: f.clock.now())
        f.clock.advance(by: 10)
        try await f.store.setReaction(.save, postId: a3.id, accountId: bob.id, on: true, at: f.clock.now())
        try await f.store.setReaction(.save, postId: c1.id, accountId: bob.id, on: true, at: f.clock.now())
        try await f.store.setReaction(.save, postId: c2.id, accountId: bob.id, on: true, at: f.clock.now())
        try await f.store.setReaction(.like, postId: c2.id, accountId: bob.id, on: true, at: f.clock.now())
        func saved(_ cursor: HubCursor? = nil, limit: Int = 2) async throws -> (ids: [String], next: HubCursor?) {
            let listing = try await f.store.savedPosts(accountId: bob.id, after: cursor, limit: limit)
            return (listing.posts.map(\.id), listing.next)
        }
        let first = try await saved()
        #expect(first.ids == [a3.id, c1.id])
        let second = try await saved(first.next)
        #expect(second.ids == [c2.id, a1.id])
        #expect(second.next == nil)
        #expect(try await f.store.savedPosts(accountId: alice.id, after: nil, limit: 20).posts == [])
        // Blocked authors and posts that became private leave the list; unsaving too.
        try await f.store.setBlock(blockerId: bob.id, blockedHandleKey: "carol", on: true, at: f.clock.now())
        _ = try await f.store.updatePost(
            id: a3.id, authorId: alice.id, patch: HubPostPatch(visibility: .private), at: f.clock.now())
        #expect(try await saved(limit: 20).ids == [a1.id])
        try await f.store.setBlock(blockerId: bob.id, blockedHandleKey: "carol", on: false, at: f.clock.now())
        try await f.store.setReaction(.save, postId: c1.id, accountId: bob.id, on: false, at: f.clock.now())
        #expect(try await saved(limit: 20).ids == [c2.id, a1.id])
        let marks = try await f.store.reactions(accountId: bob.id, postIds: [a1.id, c2.id, a3.id, c1.id, "missing"])
        #expect(marks == [a1.id: [.save], c2.id: [.save, .like], a3.id: [.save]])
        #expect(try await f.store.reactions(accountId: carol.id, postIds: [a1.id]) == [:])
        #expect(try await f.store.reactions(accountId: bob.id, postIds: []) == [:])
        // Own posts: public, private and hidden, newest first.
        _ = try await f.store.insertReport(
            receipt: "r1", reporterId: bob.id, targetKind: .post, targetId: a1.id, reason: .spam, note: "",
            at: f.clock.now())
        _ = try await f.store.resolveReport(receipt: "r1", resolution: .hide, note: "", at: f.clock.now())
        let own = try await f.store.authoredPosts(authorId: alice.id, after: nil, limit: 2)
        #expect(own.posts.map(\.id) == [a3.id, a2.id])
        let rest = try await f.store.authoredPosts(authorId: alice.id, after: own.next, limit: 2)
        #expect(rest.posts.map(\.id) == [a1.id])
        #expect(rest.next == nil)
        #expect(try await f.store.authoredPosts(authorId: bob.id, after: nil, limit: 20).posts == [])
    }

    static func visibility(_ f: HubStoreFixture) async throws {
        let alice = try await f.account("alice")
        let bob = try await f.account("bob")
        let hidden = try await f.post(by: alice, content(sets: 2), visibility: .private)
        #expect(try await f.store.post(id: hidden.id, viewerId: bob.id) == nil)
        #expect(try await f.store.post(id: hidden.id, viewerId: nil) == nil)
        #expect(try await f.store.post(id: hidden.id, viewerId: alice.id)?.id == hidden.id)
        #expect(try await f.search(HubPostQuery()).ids == [])
        // Bob cannot see it, so to him it does not exist.
        await #expect(throws: HubStoreError.notFound) {
            try await f.store.updatePost(
                id: hidden.id, authorId: bob.id, patch: HubPostPatch(visibility: .public), at: f.clock.now())
        }
        let shown = try await f.store.updatePost(
            id: hidden.id, authorId: alice.id, patch: HubPostPatch(visibility: .public), at: f.clock.now())
        #expect(shown.visibility == .public)
        #expect(try await f.search(HubPostQuery()).ids == [hidden.id])
        await #expect(throws: HubStoreError.forbidden) {
            try await f.store.updatePost(
                id: hidden.id, authorId: bob.id, patch: HubPostPatch(commentsEnabled: false), at: f.clock.now())
        }
    }

    static func blocks(_ f: HubStoreFixture) async throws {
        let alice = try await f.account("alice")
        let bob = try await f.account("bob")
        let alicePost = try await f.post(by: alice, content(sets: 2))
        let bobPost = try await f.post(by: bob, content(sets: 3))
        let now = f.clock.now()
        _ = try await f.store.insertComment(id: "c1", postId: bobPost.id, authorId: alice.id, text: "hi", at: now)
        // Bob blocks Alice: her posts and comments are gone for him, and she cannot comment on his posts.
        try await f.store.createSession(
            HubSessionRecord(tokenHash: "bob", accountId: bob.id, createdAt: now, expiresAt: now + 600))
        try await f.store.setBlock(blockerId: bob.id, blockedHandleKey: "alice", on: true, at: now)
        #expect(try await f.store.signedIn(tokenHash: "bob", at: now)?.blocksAnyone == true)
        #expect(try await f.search(HubPostQuery(), viewer: bob).ids == [bobPost.id])
        #expect(try await f.store.post(id: alicePost.id, viewerId: bob.id) == nil)
        #expect(try await f.store.comments(postId: bobPost.id, viewerId: bob.id, after: nil, limit: 20).comments == [])
        #expect(
            try await f.store.comments(postId: bobPost.id, viewerId: nil, after: nil, limit: 20).comments.count == 1)
        await #expect(throws: HubStoreError.blocked) {
            try await f.store.insertComment(id: "c2", postId: bobPost.id, authorId: alice.id, text: "again", at: now)
        }
        #expect(try await f.store.blocks(blockerId: bob.id).map(\.blockedHandle) == ["alice"])
        await #expect(throws: HubStoreError.invalid(field: "handle", message: "you cannot block yourself")) {
            try await f.store.setBlock(blockerId: bob.id, blockedHandleKey: "bob", on: true, at: now)
        }
        await #expect(throws: HubStoreError.notFound) {
            try await f.store.setBlock(blockerId: bob.id, blockedHandleKey: "nobody", on: true, at: now)
        }
        try await f.store.setBlock(blockerId: bob.id, blockedHandleKey: "alice", on: false, at: now)
        #expect(try await f.search(HubPostQuery(sort: .new), viewer: bob).ids == [bobPost.id, alicePost.id])
        _ = try await f.store.insertComment(id: "c3", postId: bobPost.id, authorId: alice.id, text: "back", at: now)
    }

    static func comments(_ f: HubStoreFixture) async throws {
        let alice = try await f.account("alice")
        let bob = try await f.account("bob")
        let carol = try await f.account("carol")
        let post = try await f.post(by: alice, content(sets: 2))
        let now = f.clock.now()
        let first = try await f.store.insertComment(id: "c1", postId: post.id, authorId: bob.id, text: "one", at: now)
        _ = try await f.store.insertComment(id: "c2", postId: post.id, authorId: carol.id, text: "two", at: now)
        _ = try await f.store.insertComment(id: "c3", postId: post.id, authorId: bob.id, text: "three", at: now)
        let page = try await f.store.comments(postId: post.id, viewerId: nil, after: nil, limit: 2)
        #expect(page.comments.map(\.text) == ["one", "two"])
        let next = try await f.store.comments(postId: post.id, viewerId: nil, after: page.next, limit: 2)
        #expect(next.comments.map(\.text) == ["three"])
        #expect(next.next == nil)
        #expect(first.authorHandle == "bob")
        await #expect(throws: HubStoreError.forbidden) {
            try await f.store.deleteComment(id: "c1", accountId: carol.id, at: now)
        }
        try await f.store.deleteComment(id: "c1", accountId: alice.id, at: now)  // the post's author
        try await f.store.deleteComment(id: "c2", accountId: carol.id, at: now)  // the commenter
        await #expect(throws: HubStoreError.notFound) {
            try await f.store.deleteComment(id: "c2", accountId: carol.id, at: now)
        }
        #expect(try await f.store.post(id: post.id, viewerId: nil)?.commentCount == 1)
        _ = try await f.store.updatePost(
            id: post.id, authorId: alice.id, patch: HubPostPatch(commentsEnabled: false), at: now)
        await #expect(throws: HubStoreError.commentsClosed) {
            try await f.store.insertComment(id: "c4", postId: post.id, authorId: bob.id, text: "four", at: now)
        }
    }

    static func reports(_ f: HubStoreFixture) async throws {
        let alice = try await f.account("alice")
        let bob = try await f.account("bob")
        let post = try await f.post(by: alice, content(sets: 2))
        let now = f.clock.now()
        let receipt = try await f.store.insertReport(
            receipt: "r1", reporterId: bob.id, targetKind: .post, targetId: post.id, reason: .spam, note: "ads", at: now
        )
        #expect((receipt.status, receipt.targetId, receipt.reporterHandle) == (.received, post.id, "bob"))
        _ = try await f.store.insertReport(
            receipt: "r2", reporterId: bob.id, targetKind: .user, targetId: "alice", reason: .abuse, note: "", at: now)
        await #expect(throws: HubStoreError.notFound) {
            try await f.store.insertReport(
                receipt: "r3", reporterId: bob.id, targetKind: .comment, targetId: "none", reason: .other, note: "",
                at: now)
        }
        #expect(try await f.store.reports(status: .received).map(\.receipt) == ["r1", "r2"])
        #expect(try await f.store.reviewReport(receipt: "r1", at: now).status == .inReview)
        let resolved = try await f.store.resolveReport(receipt: "r1", resolution: .hide, note: "spam", at: now)
        #expect((resolved.status, resolved.outcome, resolved.resolutionNote) == (.resolved, .actionTaken, "spam"))
        #expect(try await f.store.post(id: post.id, viewerId: bob.id) == nil)
        #expect(try await f.search(HubPostQuery()).ids == [])
        let mine = try await f.store.reports(reporterId: bob.id)
        #expect(mine.map(\.receipt) == ["r2", "r1"])
        #expect(mine.map(\.status) == [.received, .resolved])
        let noAction = try await f.store.resolveReport(receipt: "r2", resolution: .noAction, note: "", at: now)
        #expect((noAction.outcome, noAction.resolutionNote) == (.noAction, nil))
        await #expect(throws: HubStoreError.self) {
            try await f.store.resolveReport(receipt: "r2", resolution: .hide, note: "", at: now)
        }
    }

    static func suspension(_ f: HubStoreFixture) async throws {
        let alice = try await f.account("alice")
        let bob = try await f.account("bob")
        let post = try await f.post(by: alice, content(sets: 2))
        let now = f.clock.now()
        try await f.store.createSession(
            HubSessionRecord(tokenHash: "t", accountId: alice.id, createdAt: now, expiresAt: now + 600))
        _ = try await f.store.insertReport(
            receipt: "r1", reporterId: bob.id, targetKind: .post, targetId: post.id, reason: .abuse, note: "", at: now)
        _ = try await f.store.resolveReport(receipt: "r1", resolution: .suspend, note: "", at: now)
        #expect(try await f.store.signedIn(tokenHash: "t", at: now) == nil)
        #expect(try await f.store.account(handleKey: "alice")?.suspended == true)
        #expect(try await f.search(HubPostQuery()).ids == [])
    }

    static func rateLimits(_ f: HubStoreFixture) async throws {
        let limit = HubRateLimit(name: "comment", maximum: 2, windowSeconds: 600, noun: "comments")
        let now = f.clock.now()  // the start of a window
        #expect(try await f.store.peek(limit, key: "a", at: now) == .allowed)
        #expect(try await f.store.consume(limit, key: "a", at: now) == .allowed)
        #expect(try await f.store.consume(limit, key: "a", at: now + 10) == .allowed)
        #expect(try await f.store.peek(limit, key: "a", at: now + 20) == .limited(limit, retryAfterSeconds: 580))
        #expect(try await f.store.consume(limit, key: "a", at: now + 100) == .limited(limit, retryAfterSeconds: 500))
        #expect(try await f.store.consume(limit, key: "b", at: now + 100) == .allowed)
        #expect(try await f.store.consume(limit, key: "a", at: now + 600) == .allowed)
    }

    static func synthetic(_ f: HubStoreFixture) async throws {
        let author = HubAccountRecord(
            id: f.newID(), handle: "synthetic-000001", handleKey: "synthetic-000001", passwordHash: "!",
            createdAt: f.clock.now(), suspended: false)
        let posts = (1...50).map { sets in f.draft(by: author, content(sets: sets), title: "[synthetic] Set \(sets)") }
        try await f.store.insertSynthetic(accounts: [author], posts: posts)
        let found = try await f.search(HubPostQuery(text: "synthetic", sets: .from6To10, sort: .new))
        #expect(found.ids == posts[5..<10].reversed().map(\.id))
    }

    static func broadSearch(_ f: HubStoreFixture) async throws {
        let author = HubAccountRecord(
            id: f.newID(), handle: "synthetic-000001", handleKey: "synthetic-000001", passwordHash: "!",
            createdAt: f.clock.now(), suspended: false)
        var posts: [HubNewPost] = []
        for index in 0..<2_500 {
            f.clock.advance(by: 1)
            let words = index % 100 == 0 ? "Broad narrow" : "Broad"
            posts.append(
                f.draft(by: author, content(sets: 1 + index % 99, work: 10 + index / 99), title: "\(words) \(index)"))
        }
        try await f.store.insertSynthetic(accounts: [author], posts: posts)
        for sort in [HubSort.score, .new] {
            var seen: [String] = []
            var cursor: HubCursor?
            repeat {
                let page = try await f.search(HubPostQuery(text: "broad", sort: sort, limit: 100), cursor: cursor)
                seen += page.ids
                cursor = page.next
            } while cursor != nil
            // Every post once, newest first (equal scores: the later insert ranks first).
            #expect(seen == posts.reversed().map(\.id), "sort \(sort)")
            let narrow = try await f.search(HubPostQuery(text: "narrow broad", sort: sort, limit: 100))
            #expect(
                narrow.ids == posts.indices.filter { $0 % 100 == 0 }.reversed().map { posts[$0].id }, "sort \(sort)")
        }
        let filtered = try await f.search(HubPostQuery(text: "broad", sets: .upTo5, limit: 100))
        #expect(filtered.ids.count == 100)
    }
}
