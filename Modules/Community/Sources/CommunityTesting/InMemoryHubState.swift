import Foundation
import HubAPI
import Shared

/// A small hub in memory for view-model tests: accounts, posts, comments, reactions, reports and blocks.
/// 供视图模型测试使用的内存社区中心：账号、帖子、评论、互动、举报与屏蔽。
public final class InMemoryHubState: @unchecked Sendable {
    private let lock = NSLock()
    private var accounts: [String: String] = [:]
    private var sessions: [String: String] = [:]
    private var posts: [HubPost] = []
    private var plans: [String: HubApplyResult] = [:]
    private var authors: [String: String] = [:]
    private var comments: [HubComment] = []
    private var likes: Set<String> = []
    private var saves: Set<String> = []
    private var reports: [String: [HubReport]] = [:]
    private var blocks: [String: [HubBlock]] = [:]
    private var failures: [HubServiceError] = []
    private var counter = 0
    /// Every call made, as `METHOD path`, in order.
    public private(set) var calls: [String] = []
    /// The install ids anonymous applies sent.
    public private(set) var installIds: [String] = []
    /// The instant every created object gets.
    public var now = Date(timeIntervalSince1970: 1_800_000_000)

    public init() {}

    /// Makes the next call fail with `error`.
    public func failNext(_ error: HubServiceError) { locked { failures.append(error) } }

    /// Adds a post by `author` without any call, as seeded data.
    @discardableResult
    public func seed(
        title: String, author: String, content: PlanContent, tags: [String] = [],
        counts: (Int, Int, Int, Int) = (0, 0, 0, 0)
    ) -> HubPost {
        locked { insert(title: title, author: author, content: content, tags: tags, counts: counts) }
    }

    /// The posts as stored.
    public var allPosts: [HubPost] { locked { posts } }

    /// Resolves a report, as `interfit-hub admin resolve` would.
    public func resolve(receipt: String, outcome: HubReportOutcome) {
        locked {
            for (reporter, list) in reports {
                reports[reporter] = list.map { report in
                    report.receipt != receipt
                        ? report
                        : HubReport(
                            receipt: report.receipt, status: .resolved, targetKind: report.targetKind,
                            targetId: report.targetId, reason: report.reason, createdAt: report.createdAt,
                            outcome: outcome, resolutionNote: nil)
                }
            }
        }
    }

    // MARK: - What the client calls

    func handle(_ call: String, token: String?) throws(HubServiceError) -> String? {
        let failure: HubServiceError? = locked {
            calls.append(call)
            return failures.isEmpty ? nil : failures.removeFirst()
        }
        if let failure { throw failure }
        guard let token else { return nil }
        guard let handle = locked({ sessions[token] }) else { throw .unauthorized(message: "Sign in again.") }
        return handle
    }

    func signedIn(_ call: String, token: String?) throws(HubServiceError) -> String {
        guard let handle = try handle(call, token: token) else { throw .unauthorized(message: "Sign in first.") }
        return handle
    }

    func search(_ query: HubPostQuery, reader: String?) -> HubPostPage {
        locked {
            let hidden = Set((reader.flatMap { blocks[$0] } ?? []).map(\.handle))
            let words = query.text.lowercased().split(separator: " ").map(String.init)
            let found = posts.filter { post in
                post.visibility == .public && !hidden.contains(post.author)
                    && words.allSatisfy { post.title.lowercased().contains($0) || post.tags.contains($0) }
                    && query.tags.allSatisfy(post.tags.contains)
            }
            let start = query.cursor.flatMap(Int.init) ?? 0
            let page = Array(found.dropFirst(start).prefix(query.limit))
            let next = start + page.count < found.count ? String(start + page.count) : nil
            return HubPostPage(posts: page, nextCursor: next)
        }
    }

    func post(_ id: String, reader: String?) throws(HubServiceError) -> HubPost {
        let found: HubPost? = locked {
            guard let post = posts.first(where: { $0.id == id }) else { return nil }
            if let reader, blocks[reader]?.contains(where: { $0.handle == post.author }) == true { return nil }
            guard reader != nil, let plan = plans[id] else { return post }
            let detail = HubPostDetail(
                plan: plan.plan, versionId: plan.versionId, contentHash: plan.contentHash, changeNote: HubChangeNote(),
                notes: "")
            return post.with(
                detail: detail, liked: likes.contains(reader! + "/" + id), saved: saves.contains(reader! + "/" + id))
        }
        guard let found else { throw notFound("post") }
        return found
    }

    func apply(_ id: String, installId: String?) throws(HubServiceError) -> HubApplyResult {
        let result: HubApplyResult? = locked {
            if let installId { installIds.append(installId) }
            return plans[id]
        }
        guard let result else { throw notFound("post") }
        return result
    }

    func publish(_ draft: HubPostDraft, author: String) throws(HubServiceError) -> HubPost {
        let hash = ContentHash(content: draft.plan.content).value
        let existing: String? = locked {
            plans.first { authors[$0.key] == author && $0.value.contentHash == hash }?.key
        }
        if let existing {
            throw .refused(
                status: 409, code: HubErrorCode.duplicatePost.rawValue, message: "You already published this plan.",
                field: nil, existingId: existing)
        }
        return locked {
            insert(
                title: draft.title, author: author, content: draft.plan.content, tags: draft.tags,
                counts: (0, 0, 0, 0), visibility: draft.visibility, commentsEnabled: draft.commentsEnabled)
        }
    }

    func update(_ id: String, _ patch: HubPostPatch, by handle: String) throws(HubServiceError) -> HubPost {
        let updated: HubPost? = locked {
            guard let index = posts.firstIndex(where: { $0.id == id }), posts[index].author == handle else {
                return nil
            }
            posts[index] = posts[index].with(commentsEnabled: patch.commentsEnabled ?? posts[index].commentsEnabled)
            return posts[index]
        }
        guard let updated else { throw notFound("post") }
        return updated
    }

    func react(_ id: String, _ kind: String, _ on: Bool, by handle: String) throws(HubServiceError) {
        let known = locked { posts.contains { $0.id == id } }
        guard known else { throw notFound("post") }
        locked {
            let key = handle + "/" + id
            if kind == "like" {
                if on { likes.insert(key) } else { likes.remove(key) }
            } else {
                if on { saves.insert(key) } else { saves.remove(key) }
            }
        }
    }

    func saved(by handle: String) -> HubPostPage {
        locked { HubPostPage(posts: posts.filter { saves.contains(handle + "/" + $0.id) }, nextCursor: nil) }
    }

    func mine(by handle: String) -> HubPostPage {
        locked { HubPostPage(posts: posts.filter { $0.author == handle }, nextCursor: nil) }
    }

    func comments(_ id: String, reader: String?) throws(HubServiceError) -> HubCommentPage {
        let known = locked { posts.contains { $0.id == id } }
        guard known else { throw notFound("post") }
        return locked {
            let hidden = Set((reader.flatMap { blocks[$0] } ?? []).map(\.handle))
            return HubCommentPage(
                comments: comments.filter { $0.postId == id && !hidden.contains($0.author) }, nextCursor: nil)
        }
    }

    func comment(_ id: String, text: String, by handle: String) throws(HubServiceError) -> HubComment {
        let post: HubPost? = locked { posts.first { $0.id == id } }
        guard let post else { throw notFound("post") }
        guard post.commentsEnabled else {
            throw .refused(
                status: 403, code: HubErrorCode.commentsClosed.rawValue, message: "Comments are closed.", field: nil,
                existingId: nil)
        }
        return locked {
            let comment = HubComment(id: nextId("comment"), postId: id, author: handle, text: text, createdAt: now)
            comments.append(comment)
            return comment
        }
    }

    func deleteComment(_ id: String, by handle: String) throws(HubServiceError) {
        let removed: Bool = locked {
            guard let index = comments.firstIndex(where: { $0.id == id }) else { return false }
            comments.remove(at: index)
            return true
        }
        guard removed else { throw notFound("comment") }
    }

    func report(_ draft: HubReportDraft, by handle: String) -> HubReport {
        locked {
            let report = HubReport(
                receipt: nextId("report"), status: .received, targetKind: draft.targetKind, targetId: draft.targetId,
                reason: draft.reason, createdAt: now, outcome: nil, resolutionNote: nil)
            reports[handle, default: []].insert(report, at: 0)
            return report
        }
    }

    func reports(of handle: String) -> HubReportList { locked { HubReportList(reports: reports[handle] ?? []) } }

    func setBlocked(_ other: String, _ on: Bool, by handle: String) {
        locked {
            var list = blocks[handle] ?? []
            list.removeAll { $0.handle == other }
            if on { list.insert(HubBlock(handle: other, createdAt: now), at: 0) }
            blocks[handle] = list
        }
    }

    func blocks(of handle: String) -> HubBlockList { locked { HubBlockList(blocks: blocks[handle] ?? []) } }

    func register(_ credentials: HubCredentials) throws(HubServiceError) -> HubAccount {
        let taken = locked { accounts[credentials.handle.lowercased()] != nil }
        if taken {
            throw .refused(
                status: 409, code: HubErrorCode.handleTaken.rawValue, message: "That handle is taken.", field: "handle",
                existingId: nil)
        }
        return locked {
            accounts[credentials.handle.lowercased()] = credentials.password
            return HubAccount(handle: credentials.handle, createdAt: now)
        }
    }

    func signIn(_ credentials: HubCredentials) throws(HubServiceError) -> HubSession {
        let known = locked { accounts[credentials.handle.lowercased()] == credentials.password }
        guard known else { throw .unauthorized(message: "Wrong handle or password.") }
        return locked {
            let token = nextId("token")
            sessions[token] = credentials.handle
            return HubSession(token: token, expiresAt: now.addingTimeInterval(30 * 86_400), handle: credentials.handle)
        }
    }

    func signOut(_ token: String?) { locked { _ = token.map { sessions.removeValue(forKey: $0) } } }

    // MARK: - Inside the lock

    private func insert(
        title: String, author: String, content: PlanContent, tags: [String], counts: (Int, Int, Int, Int),
        visibility: HubVisibility = .public, commentsEnabled: Bool = true
    ) -> HubPost {
        let id = nextId()
        let versionId =
            "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - String(counter).count)
            + String(counter)
        let post = HubPost(
            id: id, title: title, author: author, createdAt: now, setsCount: content.setsCount, rounds: content.rounds,
            workSeconds: content.workSeconds, restSeconds: content.restSeconds, totalSeconds: content.totalSeconds,
            summary: content.summary, tags: tags, applyCount: counts.0, saveCount: counts.1, commentCount: counts.2,
            likeCount: counts.3, commentsEnabled: commentsEnabled, visibility: visibility,
            noMusic: content.music.isSilent,
            detail: nil)
        posts.append(post)
        authors[id] = author
        plans[id] = HubApplyResult(
            plan: PlanExchangeDocument(name: title, content: content, versionId: UUID(uuidString: versionId)),
            versionId: versionId, contentHash: ContentHash(content: content).value)
        return post
    }

    private func nextId(_ prefix: String = "post") -> String {
        counter += 1
        return prefix + String(repeating: "0", count: 4 - min(4, String(counter).count)) + String(counter)
    }

    private func notFound(_ what: String) -> HubServiceError {
        .refused(
            status: 404, code: HubErrorCode.notFound.rawValue, message: "No such \(what).", field: nil, existingId: nil)
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
