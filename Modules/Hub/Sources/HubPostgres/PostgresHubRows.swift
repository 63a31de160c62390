import Foundation
import HubAPI
import HubRules
import HubStore
import PostgresNIO

/// The column lists and row readers of the PostgreSQL store, in one place so every query reads rows alike.
/// PostgreSQL 存储的列清单与行读取器集中于此，使每个查询以相同方式读取行。
enum PostgresHubRows {
    /// The columns of a post listing (no plan file, no notes), in `post(_:)`'s order.
    static let postColumns = """
        p.id, p.seq, p.author_id, p.author_handle, p.title, p.tags, p.sets_count, p.rounds, p.work_seconds, \
        p.rest_seconds, p.total_seconds, p.summary, p.no_music, p.visibility, p.comments_enabled, p.created_at, \
        p.apply_count, p.save_count, p.comment_count, p.like_count, p.hidden, p.upheld_reports, p.hot
        """
    /// The listing columns plus the full read's (indices 23–28).
    static let postDetailColumns =
        postColumns + ", p.plan_json, p.version_id, p.content_hash, p.change_chips, p.change_line, p.notes"

    static func date(_ seconds: Int64) -> Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }
    static func seconds(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }

    static func post(
        _ row: PostgresRandomAccessRow, liked: Bool = false, saved: Bool = false, detail: Bool = false
    ) throws -> HubPostRecord {
        var postDetail: HubPostRecordDetail?
        if detail {
            let chips = try row[26].decode([String].self).compactMap(HubChangeChip.init(rawValue:))
            postDetail = HubPostRecordDetail(
                planJSON: Data(try row[23].decode(ByteBuffer.self).readableBytesView),
                versionId: try row[24].decode(String.self), contentHash: try row[25].decode(String.self),
                changeNote: HubChangeNote(chips: chips, line: try row[27].decode(String.self)),
                notes: try row[28].decode(String.self), likedByViewer: liked, savedByViewer: saved)
        }
        return HubPostRecord(
            id: try row[0].decode(String.self), sequence: try row[1].decode(Int64.self),
            authorId: try row[2].decode(String.self), authorHandle: try row[3].decode(String.self),
            title: try row[4].decode(String.self), tags: try row[5].decode([String].self),
            setsCount: try row[6].decode(Int.self), rounds: try row[7].decode(Int.self),
            workSeconds: try row[8].decode(Int.self), restSeconds: try row[9].decode(Int.self),
            totalSeconds: try row[10].decode(Int.self), summary: try row[11].decode(String.self),
            noMusic: try row[12].decode(Bool.self),
            visibility: try row[13].decode(Int.self) == 0 ? .public : .private,
            commentsEnabled: try row[14].decode(Bool.self), createdAt: date(try row[15].decode(Int64.self)),
            applyCount: try row[16].decode(Int.self), saveCount: try row[17].decode(Int.self),
            commentCount: try row[18].decode(Int.self), likeCount: try row[19].decode(Int.self),
            hidden: try row[20].decode(Bool.self), upheldReports: try row[21].decode(Int.self),
            hot: try row[22].decode(Double.self), detail: postDetail)
    }

    static let accountColumns = "a.id, a.handle, a.handle_key, a.password_hash, a.created_at, a.suspended"

    static func account(_ row: PostgresRandomAccessRow) throws -> HubAccountRecord {
        HubAccountRecord(
            id: try row[0].decode(String.self), handle: try row[1].decode(String.self),
            handleKey: try row[2].decode(String.self), passwordHash: try row[3].decode(String.self),
            createdAt: date(try row[4].decode(Int64.self)), suspended: try row[5].decode(Bool.self))
    }

    static let commentColumns = "c.id, c.seq, p.id, c.author_id, c.author_handle, c.text, c.created_at"

    static func comment(_ row: PostgresRandomAccessRow) throws -> HubCommentRecord {
        HubCommentRecord(
            id: try row[0].decode(String.self), sequence: try row[1].decode(Int64.self),
            postId: try row[2].decode(String.self), authorId: try row[3].decode(String.self),
            authorHandle: try row[4].decode(String.self), text: try row[5].decode(String.self),
            createdAt: date(try row[6].decode(Int64.self)))
    }

    static let reportColumns = """
        receipt, reporter_id, reporter_handle, target_kind, target_id, reason, note, status, outcome, \
        resolution_note, created_at, updated_at
        """

    static func report(_ row: PostgresRandomAccessRow) throws -> HubReportRecord {
        let outcome = try row[8].decode(String?.self)
        return HubReportRecord(
            receipt: try row[0].decode(String.self), reporterId: try row[1].decode(String.self),
            reporterHandle: try row[2].decode(String.self),
            targetKind: HubReportTargetKind(rawValue: try row[3].decode(String.self)) ?? .post,
            targetId: try row[4].decode(String.self),
            reason: HubReportReason(rawValue: try row[5].decode(String.self)) ?? .other,
            note: try row[6].decode(String.self),
            status: HubReportStatus(rawValue: try row[7].decode(String.self)) ?? .received,
            outcome: outcome.flatMap(HubReportOutcome.init), resolutionNote: try row[9].decode(String?.self),
            createdAt: date(try row[10].decode(Int64.self)), updatedAt: date(try row[11].decode(Int64.self)))
    }

    /// The lexemes of a post's search document: its words (title, tags, exercises) and `tag:NAME` per tag.
    static func lexemes(title: String, tags: [String], exercises: [String]) -> [String] {
        var seen: Set<String> = []
        var lexemes: [String] = []
        let words = HubSearchRules.words(([title] + tags + exercises).joined(separator: " "))
        for lexeme in words + tags.map({ "tag:" + $0 }) where seen.insert(lexeme).inserted {
            lexemes.append(lexeme)
        }
        return lexemes
    }

    /// The text-search query of a search: each word a prefix term (one letter: exact), each tag exact, all required.
    static func tsquery(terms: [String], tags: [String]) -> String? {
        // Words hold only letters and digits (`HubSearchRules.words`) and tags only [a-z0-9-], so quoting each as a
        // lexeme is enough for no operator to come from a client; the text is bound as one parameter.
        func quoted(_ lexeme: String) -> String {
            "'" + lexeme.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "''") + "'"
        }
        let parts = terms.map { quoted($0) + ($0.count > 1 ? ":*" : "") } + tags.map { quoted("tag:" + $0) }
        return parts.isEmpty ? nil : parts.joined(separator: " & ")
    }
}
