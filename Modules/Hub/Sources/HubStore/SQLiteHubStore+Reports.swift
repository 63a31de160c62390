import Foundation
import GRDB
import HubAPI
import HubRules

extension SQLiteHubStore {
    public func insertReport(
        receipt: String, reporterId: String, targetKind: HubReportTargetKind, targetId: String,
        reason: HubReportReason, note: String, at now: Date
    ) async throws(HubStoreError) -> HubReportRecord {
        try await write { db in
            // The reference the operator's action needs: a post's sequence, a comment's id, an account's id.
            var shownTarget = targetId
            let reference: String
            switch targetKind {
            case .post:
                guard let post = try Self.visiblePost(db, id: targetId, viewerId: reporterId) else {
                    throw HubStoreError.notFound
                }
                reference = String(post.sequence)
            case .comment:
                guard
                    let comment = try Row.fetchOne(
                        db,
                        sql: """
                            SELECT c.id, p.id FROM comments c JOIN posts p ON p.seq = c.post_seq
                            WHERE c.id = ? AND c.hidden = 0
                            """, arguments: [targetId]),
                    try Self.visiblePost(db, id: comment[1], viewerId: reporterId) != nil
                else { throw HubStoreError.notFound }
                reference = comment[0]
            case .user:
                guard
                    let account = try Row.fetchOne(
                        db, sql: "SELECT id, handle FROM accounts WHERE handle_key = ?", arguments: [targetId])
                else { throw HubStoreError.notFound }
                reference = account[0]
                shownTarget = account[1]
            }
            guard
                let handle = try String.fetchOne(
                    db, sql: "SELECT handle FROM accounts WHERE id = ?", arguments: [reporterId])
            else { throw HubStoreError.notFound }
            let time = SQLiteHubRows.seconds(now)
            try db.execute(
                sql: """
                    INSERT INTO reports (
                        receipt, reporter_id, reporter_handle, target_kind, target_id, target_ref, reason, note,
                        status, created_at, updated_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'received', ?, ?)
                    """,
                arguments: [
                    receipt, reporterId, handle, targetKind.rawValue, shownTarget, reference, reason.rawValue, note,
                    time, time,
                ])
            return try Self.fetchReport(db, receipt: receipt)!
        }
    }

    static func fetchReport(_ db: Database, receipt: String) throws -> HubReportRecord? {
        try Row.fetchOne(
            db, sql: "SELECT \(SQLiteHubRows.reportColumns) FROM reports WHERE receipt = ?", arguments: [receipt]
        ).map(SQLiteHubRows.report)
    }

    public func reports(reporterId: String) async throws(HubStoreError) -> [HubReportRecord] {
        try await read { db in
            try Row.fetchAll(
                db,
                sql:
                    "SELECT \(SQLiteHubRows.reportColumns) FROM reports WHERE reporter_id = ? ORDER BY seq DESC LIMIT 200",
                arguments: [reporterId]
            ).map(SQLiteHubRows.report)
        }
    }

    public func reports(status: HubReportStatus?) async throws(HubStoreError) -> [HubReportRecord] {
        try await read { db in
            if let status {
                return try Row.fetchAll(
                    db, sql: "SELECT \(SQLiteHubRows.reportColumns) FROM reports WHERE status = ? ORDER BY seq",
                    arguments: [status.rawValue]
                ).map(SQLiteHubRows.report)
            }
            return try Row.fetchAll(db, sql: "SELECT \(SQLiteHubRows.reportColumns) FROM reports ORDER BY seq")
                .map(SQLiteHubRows.report)
        }
    }

    public func reviewReport(receipt: String, at now: Date) async throws(HubStoreError) -> HubReportRecord {
        try await write { db in
            guard let report = try Self.fetchReport(db, receipt: receipt) else { throw HubStoreError.notFound }
            guard report.status == .received else {
                throw HubStoreError.invalid(
                    field: "REPORT", message: "report \(receipt) is already \(report.status.rawValue)")
            }
            try db.execute(
                sql: "UPDATE reports SET status = 'in-review', updated_at = ? WHERE receipt = ?",
                arguments: [SQLiteHubRows.seconds(now), receipt])
            return try Self.fetchReport(db, receipt: receipt)!
        }
    }

    public func resolveReport(
        receipt: String, resolution: HubResolution, note: String, at now: Date
    ) async throws(HubStoreError) -> HubReportRecord {
        try await write { db in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT status, target_kind, target_ref FROM reports WHERE receipt = ?",
                    arguments: [receipt])
            else { throw HubStoreError.notFound }
            guard row[0] as String != HubReportStatus.resolved.rawValue else {
                throw HubStoreError.invalid(field: "REPORT", message: "report \(receipt) is already resolved")
            }
            let kind = HubReportTargetKind(rawValue: row[1]) ?? .post
            try Self.apply(resolution, kind: kind, reference: row[2], in: db)
            try Self.touchListings(db)
            try db.execute(
                sql: """
                    UPDATE reports SET status = 'resolved', outcome = ?, resolution_note = ?, updated_at = ?
                    WHERE receipt = ?
                    """,
                arguments: [
                    resolution == .noAction
                        ? HubReportOutcome.noAction.rawValue : HubReportOutcome.actionTaken.rawValue,
                    note.isEmpty ? nil : note, SQLiteHubRows.seconds(now), receipt,
                ])
            return try Self.fetchReport(db, receipt: receipt)!
        }
    }

    /// Carries out an operator's resolution on the reported post, comment or user.
    private static func apply(
        _ resolution: HubResolution, kind: HubReportTargetKind, reference: String, in db: Database
    )
        throws
    {
        // The account that owns the target, and the posts an action on a user or owner reaches.
        let owner: String?
        switch kind {
        case .post:
            owner = try String.fetchOne(db, sql: "SELECT author_id FROM posts WHERE seq = ?", arguments: [reference])
        case .comment:
            owner = try String.fetchOne(db, sql: "SELECT author_id FROM comments WHERE id = ?", arguments: [reference])
        case .user:
            owner = reference
        }
        switch (resolution, kind) {
        case (.noAction, _):
            return
        case (.hide, .post):
            try db.execute(
                sql: "UPDATE posts SET hidden = 1, listed = 0, upheld_reports = upheld_reports + 1 WHERE seq = ?",
                arguments: [reference])
            try refreshHot(db, sequence: Int64(reference) ?? 0)
        case (.demote, .post):
            try db.execute(
                sql: "UPDATE posts SET upheld_reports = upheld_reports + 1 WHERE seq = ?", arguments: [reference])
            try refreshHot(db, sequence: Int64(reference) ?? 0)
        case (.hide, .comment), (.demote, .comment):
            try hideComment(db, id: reference)
        case (.hide, .user), (.demote, .user):
            let hide = resolution == .hide
            let sequences = try Int64.fetchAll(
                db, sql: "SELECT seq FROM posts WHERE author_id = ?", arguments: [reference])
            for sequence in sequences {
                try db.execute(
                    sql: """
                        UPDATE posts SET upheld_reports = upheld_reports + 1,
                            hidden = CASE WHEN ? THEN 1 ELSE hidden END, listed = CASE WHEN ? THEN 0 ELSE listed END
                        WHERE seq = ?
                        """, arguments: [hide, hide, sequence])
                try refreshHot(db, sequence: sequence)
            }
        case (.suspend, _):
            guard let owner else { return }
            try db.execute(sql: "UPDATE accounts SET suspended = 1 WHERE id = ?", arguments: [owner])
            try db.execute(sql: "DELETE FROM sessions WHERE account_id = ?", arguments: [owner])
            try db.execute(sql: "UPDATE posts SET hidden = 1, listed = 0 WHERE author_id = ?", arguments: [owner])
            if kind == .comment { try hideComment(db, id: reference) }
        }
    }

    private static func hideComment(_ db: Database, id: String) throws {
        guard
            let row = try Row.fetchOne(db, sql: "SELECT post_seq, hidden FROM comments WHERE id = ?", arguments: [id]),
            !(row[1] as Bool)
        else { return }
        let postSequence: Int64 = row[0]
        try db.execute(sql: "UPDATE comments SET hidden = 1 WHERE id = ?", arguments: [id])
        try db.execute(
            sql: "UPDATE posts SET comment_count = max(0, comment_count - 1) WHERE seq = ?", arguments: [postSequence])
        try refreshHot(db, sequence: postSequence)
    }
}
