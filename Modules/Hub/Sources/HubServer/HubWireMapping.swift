import Foundation
import HubAPI
import HubStore
import Shared

/// Turns store records into wire types: the summary for everyone, the detail for signed-in readers.
/// 将存储记录转换为线路类型：摘要给所有人，详情给登录读者。
enum HubWireMapping {
    private static let decoder = JSONDecoder()

    static func post(_ record: HubPostRecord, detailed: Bool) -> HubPost {
        var detail: HubPostDetail?
        if detailed, let stored = record.detail, let plan = document(stored.planJSON) {
            detail = HubPostDetail(
                plan: plan, versionId: stored.versionId, contentHash: stored.contentHash, changeNote: stored.changeNote,
                notes: stored.notes, likedByMe: stored.likedByViewer, savedByMe: stored.savedByViewer)
        }
        return HubPost(
            id: record.id, title: record.title, author: record.authorHandle, createdAt: record.createdAt,
            setsCount: record.setsCount, rounds: record.rounds, workSeconds: record.workSeconds,
            restSeconds: record.restSeconds, totalSeconds: record.totalSeconds, summary: record.summary,
            tags: record.tags, applyCount: record.applyCount, saveCount: record.saveCount,
            commentCount: record.commentCount, likeCount: record.likeCount, commentsEnabled: record.commentsEnabled,
            visibility: record.visibility, noMusic: record.noMusic, detail: detail)
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
