import Foundation
import HubAPI
import HubStore
import Shared

/// Turns store records into wire types: the summary for everyone, the detail for signed-in readers.
/// 将存储记录转换为线路类型：摘要给所有人，详情给登录读者。
enum HubWireMapping {
    private static let decoder = JSONDecoder()

    /// The wire post; `marks` are the caller's likes and saves (nil for anonymous callers: no `liked`/`saved`).
    static func post(_ record: HubPostRecord, detailed: Bool, marks: Set<HubReaction>? = nil) -> HubPost {
        var detail: HubPostDetail?
        if detailed, let stored = record.detail, let plan = document(stored.planJSON) {
            detail = HubPostDetail(
                plan: plan, versionId: stored.versionId, contentHash: stored.contentHash, changeNote: stored.changeNote,
                notes: stored.notes)
        }
        return HubPost(
            id: record.id, title: record.title, author: record.authorHandle, createdAt: record.createdAt,
            setsCount: record.setsCount, rounds: record.rounds, workSeconds: record.workSeconds,
            restSeconds: record.restSeconds, totalSeconds: record.totalSeconds, summary: record.summary,
            tags: record.tags, applyCount: record.applyCount, saveCount: record.saveCount,
            commentCount: record.commentCount, likeCount: record.likeCount, commentsEnabled: record.commentsEnabled,
            visibility: record.visibility, noMusic: record.noMusic, liked: marks.map { $0.contains(.like) },
            saved: marks.map { $0.contains(.save) }, detail: detail)
    }

    /// The caller's marks that a full read carries (the store read them with the post).
    static func marks(of record: HubPostRecord) -> Set<HubReaction> {
        var marks: Set<HubReaction> = []
        if record.detail?.likedByViewer == true { marks.insert(.like) }
        if record.detail?.savedByViewer == true { marks.insert(.save) }
        return marks
    }

    /// A page of summaries for a signed-in caller, with its likes and saves on each post.
    static func page(
        _ listing: HubPostListing, marks: [String: Set<HubReaction>]
    ) -> HubPostPage {
        HubPostPage(
            posts: listing.posts.map { post($0, detailed: false, marks: marks[$0.id] ?? []) },
            nextCursor: listing.next?.text)
    }

    /// The stored plan file (written by this hub from a checked document, so it decodes).
    static func document(_ json: Data) -> PlanExchangeDocument? {
        try? decoder.decode(PlanExchangeDocument.self, from: json)
    }

    static func comment(_ record: HubCommentRecord) -> HubComment {
        HubComment(
            id: record.id, postId: record.postId, author: record.authorHandle, text: record.text,
            createdAt: record.createdAt)
    }

    static func report(_ record: HubReportRecord) -> HubReport {
        HubReport(
            receipt: record.receipt, status: record.status, targetKind: record.targetKind, targetId: record.targetId,
            reason: record.reason, createdAt: record.createdAt, outcome: record.outcome,
            resolutionNote: record.resolutionNote)
    }
}
