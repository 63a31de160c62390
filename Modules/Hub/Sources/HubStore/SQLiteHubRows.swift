import Foundation
import GRDB
import HubAPI

/// The column lists and row readers of the embedded store, in one place so every query reads rows alike.
/// 嵌入式存储的列清单与行读取器集中于此，使每个查询以相同方式读取行。
enum SQLiteHubRows {
    /// The columns of a post listing (no plan file, no notes), in `post(_:)`'s order.
    static let postColumns = """
        p.id, p.seq, p.author_id, p.author_handle, p.title, p.tags, p.sets_count, p.rounds, p.work_seconds, \
        p.rest_seconds, p.total_seconds, p.summary, p.no_music, p.visibility, p.comments_enabled, p.created_at, \
        p.apply_count, p.save_count, p.comment_count, p.like_count, p.hidden, p.upheld_reports, p.hot
        """
    /// The listing columns plus the full read's (indices 23–28).
    static let postDetailColumns =
        postColumns + ", p.plan_json, p.version_id, p.content_hash, p.change_chips, p.change_line, p.notes"

    /// Search chips as FTS tokens (`dur1020 sets610 ratio21 nomusic`): intersected with the text in the index.
    static func chipTokens(
        duration: HubDurationBucket?, sets: HubSetsBucket?, ratio: HubRatioBucket?, noMusic: Bool
    ) -> [String] {
        func token(_ prefix: String, _ raw: String?) -> String? {
            raw.map { prefix + $0.filter { $0.isLetter || $0.isNumber } }
        }
        return [
            token("dur", duration?.rawValue), token("sets", sets?.rawValue), token("ratio", ratio?.rawValue),
            noMusic ? "nomusic" : nil,
        ].compactMap { $0 }
    }

    static func date(_ seconds: Int64) -> Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }
    static func seconds(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }

    /// Space-separated words (tags, chips) as a list.
    static func words(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }

    static func post(_ row: Row, liked: Bool = false, saved: Bool = false, detail: Bool = false) -> HubPostRecord {
        var postDetail: HubPostRecordDetail?
        if detail {
            let chips = words(row[26]).compactMap(HubChangeChip.init(rawValue:))
            postDetail = HubPostRecordDetail(
                planJSON: row[23], versionId: row[24], contentHash: row[25],
                changeNote: HubChangeNote(chips: chips, line: row[27]), notes: row[28], likedByViewer: liked,
                savedByViewer: saved)
        }
        let visibility: Int = row[13]
        return HubPostRecord(
            id: row[0], sequence: row[1], authorId: row[2], authorHandle: row[3], title: row[4], tags: words(row[5]),
            setsCount: row[6], rounds: row[7], workSeconds: row[8], restSeconds: row[9], totalSeconds: row[10],
            summary: row[11], noMusic: row[12], visibility: visibility == 0 ? .public : .private,
            commentsEnabled: row[14], createdAt: date(row[15]), applyCount: row[16], saveCount: row[17],
            commentCount: row[18], likeCount: row[19], hidden: row[20], upheldReports: row[21], hot: row[22],
            detail: postDetail)
    }

    static let accountColumns = "id, handle, handle_key, password_hash, created_at, suspended"

    static func account(_ row: Row) -> HubAccountRecord {
        HubAccountRecord(
            id: row[0], handle: row[1], handleKey: row[2], passwordHash: row[3], createdAt: date(row[4]),
            suspended: row[5])
    }

    static let commentColumns = "c.id, c.seq, p.id, c.author_id, c.author_handle, c.text, c.created_at"

    static func comment(_ row: Row) -> HubCommentRecord {
        HubCommentRecord(
            id: row[0], sequence: row[1], postId: row[2], authorId: row[3], authorHandle: row[4], text: row[5],
            createdAt: date(row[6]))
    }

    static let reportColumns = """
        receipt, reporter_id, reporter_handle, target_kind, target_id, reason, note, status, outcome, \
        resolution_note, created_at, updated_at
        """

    static func report(_ row: Row) -> HubReportRecord {
        let outcome: String? = row[8]
        return HubReportRecord(
            receipt: row[0], reporterId: row[1], reporterHandle: row[2],
            targetKind: HubReportTargetKind(rawValue: row[3]) ?? .post, targetId: row[4],
            reason: HubReportReason(rawValue: row[5]) ?? .other, note: row[6],
            status: HubReportStatus(rawValue: row[7]) ?? .received, outcome: outcome.flatMap(HubReportOutcome.init),
            resolutionNote: row[9], createdAt: date(row[10]), updatedAt: date(row[11]))
    }
}
