import Foundation
import HubAPI
import HubRules

/// The hub's store: every door the server and the operator use, one implementation per database engine.
/// 社区中心的存储：服务器与运营者使用的所有入口，每种数据库引擎一个实现。
public protocol HubStore: Sendable {
    // Everything that must hold across hub instances lives here, never in a process: sessions, counters, blocks
    // and rate-limit windows. Each method is one transaction and returns only after its write is durable.

    /// Brings the schema to the newest version; safe to run again and from several processes.
    func migrate() async throws(HubStoreError)
    /// Answers when the store can be read.
    func checkHealth() async throws(HubStoreError)

    /// Counts one event against `limit` for `key` and says whether it fits.
    func consume(_ limit: HubRateLimit, key: String, at now: Date) async throws(HubStoreError) -> HubRateDecision
    /// Says whether one more event would fit, without counting it (failed sign-ins are counted after the fact).
    func peek(_ limit: HubRateLimit, key: String, at now: Date) async throws(HubStoreError) -> HubRateDecision

    /// Inserts an account; `.handleTaken` when the handle key exists.
    func createAccount(_ account: HubAccountRecord) async throws(HubStoreError)
    func account(handleKey: String) async throws(HubStoreError) -> HubAccountRecord?
    func createSession(_ session: HubSessionRecord) async throws(HubStoreError)
    /// The account of an unexpired session of an unsuspended account, or nil.
    func signedIn(tokenHash: String, at now: Date) async throws(HubStoreError) -> HubSignedIn?
    func deleteSession(tokenHash: String) async throws(HubStoreError)

    /// Inserts a post; `.duplicatePost` when its author already published the same content hash.
    func insertPost(_ post: HubNewPost) async throws(HubStoreError) -> HubPostRecord
    /// A post in full, if `viewerId` may see it (`HubPermissions.canSee`).
    func post(id: String, viewerId: String?) async throws(HubStoreError) -> HubPostRecord?
    /// Changes comments on/off and visibility; `.forbidden` for anyone but the author.
    func updatePost(
        id: String, authorId: String, patch: HubPostPatch, at now: Date
    ) async throws(HubStoreError) -> HubPostRecord
    /// A mark that changes whenever a committed write, from any process, may have changed a listing or a post's page.
    func dataVersion() async throws(HubStoreError) -> HubDataVersion
    /// Listed posts matching the search, one page, in its order.
    func searchPosts(_ search: HubPostSearch) async throws(HubStoreError) -> HubPostListing
    /// The posts `accountId` saved and may still see, newest save first (cursor `.saved`).
    func savedPosts(accountId: String, after: HubCursor?, limit: Int) async throws(HubStoreError) -> HubPostListing
    /// The author's own posts (public, private and hidden), newest first (cursor `.sequence`).
    func authoredPosts(authorId: String, after: HubCursor?, limit: Int) async throws(HubStoreError) -> HubPostListing
    /// The likes and saves `accountId` put on the posts `postIds` (posts without any are left out).
    func reactions(accountId: String, postIds: [String]) async throws(HubStoreError) -> [String: Set<HubReaction>]
    /// Counts an apply once per `applicantKey` (nil: not counted) and returns the post in full.
    func applyPost(
        id: String, applicantKey: String?, viewerId: String?, at now: Date
    ) async throws(HubStoreError) -> HubPostRecord
    /// Sets or clears a like or save; idempotent.
    func setReaction(
        _ reaction: HubReaction, postId: String, accountId: String, on: Bool, at now: Date
    ) async throws(HubStoreError)

    /// Inserts a comment after checking, in the same transaction, that it may be written.
    func insertComment(
        id: String, postId: String, authorId: String, text: String, at now: Date
    ) async throws(HubStoreError) -> HubCommentRecord
    /// A visible post's comments, oldest first, without those of people the viewer blocked.
    func comments(
        postId: String, viewerId: String?, after: HubCursor?, limit: Int
    ) async throws(HubStoreError) -> HubCommentListing
    /// Deletes a comment if `accountId` wrote it or wrote the post it is under.
    func deleteComment(id: String, accountId: String, at now: Date) async throws(HubStoreError)

    /// Records a report; `.notFound` when the target does not exist (or is not visible to the reporter).
    func insertReport(
        receipt: String, reporterId: String, targetKind: HubReportTargetKind, targetId: String,
        reason: HubReportReason, note: String, at now: Date
    ) async throws(HubStoreError) -> HubReportRecord
    /// The reporter's own reports, newest first.
    func reports(reporterId: String) async throws(HubStoreError) -> [HubReportRecord]
    /// Every report with `status` (all when nil), oldest first: the operator's queue.
    func reports(status: HubReportStatus?) async throws(HubStoreError) -> [HubReportRecord]
    /// Marks a received report as in review.
    func reviewReport(receipt: String, at now: Date) async throws(HubStoreError) -> HubReportRecord
    /// Resolves a report and applies `resolution` to its target in the same transaction.
    func resolveReport(
        receipt: String, resolution: HubResolution, note: String, at now: Date
    ) async throws(HubStoreError) -> HubReportRecord

    /// Blocks or unblocks the account with `blockedHandleKey`; effective for every later read once it returns.
    func setBlock(
        blockerId: String, blockedHandleKey: String, on: Bool, at now: Date
    ) async throws(HubStoreError)
    func blocks(blockerId: String) async throws(HubStoreError) -> [HubBlockRecord]

    /// How many synthetic accounts exist, so a second seed continues their numbering.
    func syntheticAccountCount() async throws(HubStoreError) -> Int
    /// Inserts synthetic accounts and posts in large batches (benchmarks and demos).
    func insertSynthetic(accounts: [HubAccountRecord], posts: [HubNewPost]) async throws(HubStoreError)
}
