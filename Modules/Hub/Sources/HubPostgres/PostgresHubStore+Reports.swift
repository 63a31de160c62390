import Foundation
import HubAPI
import HubRules
import HubStore
import Logging
import PostgresNIO

extension PostgresHubStore {
    public func insertReport(
        receipt: String, reporterId: String, targetKind: HubReportTargetKind, targetId: String,
        reason: HubReportReason, note: String, at now: Date
    ) async throws(HubStoreError) -> HubReportRecord {
        let logger = self.logger
        return try await write { connection in
            // The reference the operator's action needs: a post's sequence, a comment's id, an account's id.
            var shownTarget = targetId
            let reference: String
            switch targetKind {
            case .post:
                guard
                    let post = try await Self.visiblePost(
                        connection, id: targetId, viewerId: reporterId, logger: logger)
                else { throw HubStoreError.notFound }
                reference = String(post.sequence)
            case .comment:
                let rows = try await connection.query(
                    """
                    SELECT c.id, p.id FROM comments c JOIN posts p ON p.seq = c.post_seq
                    WHERE c.id = \(targetId) AND NOT c.hidden
                    """, logger: logger
                ).all()
                guard let row = rows.first,
                    try await Self.visiblePost(
                        connection, id: try row[1].decode(String.self), viewerId: reporterId, logger: logger) != nil
                else { throw HubStoreError.notFound }
                reference = try row[0].decode(String.self)
            case .user:
                let rows = try await connection.query(
                    "SELECT id, handle FROM accounts WHERE handle_key = \(targetId)", logger: logger
                ).all()
                guard let row = rows.first else { throw HubStoreError.notFound }
                reference = try row[0].decode(String.self)
                shownTarget = try row[1].decode(String.self)
            }
            let reporters = try await connection.query(
                "SELECT handle FROM accounts WHERE id = \(reporterId)", logger: logger
            ).all()
            guard let handle = try reporters.first?[0].decode(String.self) else { throw HubStoreError.notFound }
            let time = PostgresHubRows.seconds(now)
            let inserted = try await connection.query(
                """
                INSERT INTO reports (
                    receipt, reporter_id, reporter_handle, target_kind, target_id, target_ref, reason, note, status,
                    created_at, updated_at)
                VALUES (
                    \(receipt), \(reporterId), \(handle), \(targetKind.rawValue), \(shownTarget), \(reference),
                    \(reason.rawValue), \(note), 'received', \(time), \(time))
                RETURNING \(unescaped: PostgresHubRows.reportColumns)
                """, logger: logger
            ).all()
            guard let row = inserted.first else { throw HubStoreError.notFound }
            return try PostgresHubRows.report(row)
        }
    }

    /// One report by its receipt.
    static func fetchReport(
        _ connection: PostgresConnection, receipt: String, logger: Logger
    ) async throws -> HubReportRecord? {
        try await connection.query(
            "SELECT \(unescaped: PostgresHubRows.reportColumns) FROM reports WHERE receipt = \(receipt)", logger: logger
        ).all().first.map(PostgresHubRows.report)
    }

    public func reports(reporterId: String) async throws(HubStoreError) -> [HubReportRecord] {
        let logger = self.logger
        return try await read { connection in
            try await connection.query(
                """
                SELECT \(unescaped: PostgresHubRows.reportColumns) FROM reports WHERE reporter_id = \(reporterId)
                ORDER BY seq DESC LIMIT 200
                """, logger: logger
            ).all().map(PostgresHubRows.report)
        }
    }

    public func reports(status: HubReportStatus?) async throws(HubStoreError) -> [HubReportRecord] {
        let logger = self.logger
        return try await read { connection in
            try await connection.query(
                """
                SELECT \(unescaped: PostgresHubRows.reportColumns) FROM reports
                WHERE \(status?.rawValue)::text IS NULL OR status = \(status?.rawValue) ORDER BY seq
                """, logger: logger
            ).all().map(PostgresHubRows.report)
        }
    }

    public func reviewReport(receipt: String, at now: Date) async throws(HubStoreError) -> HubReportRecord {
        let logger = self.logger
        return try await write { connection in
            guard let report = try await Self.fetchReport(connection, receipt: receipt, logger: logger) else {
                throw HubStoreError.notFound
            }
            guard report.status == .received else {
                throw HubStoreError.invalid(
                    field: "REPORT", message: "report \(receipt) is already \(report.status.rawValue)")
            }
            let updated = try await connection.query(
                """
                UPDATE reports SET status = 'in-review', updated_at = \(PostgresHubRows.seconds(now))
                WHERE receipt = \(receipt) AND status = 'received'
                RETURNING \(unescaped: PostgresHubRows.reportColumns)
                """, logger: logger
            ).all()
            guard let row = updated.first else {
                throw HubStoreError.invalid(field: "REPORT", message: "report \(receipt) is no longer received")
            }
            return try PostgresHubRows.report(row)
        }
    }

    public func resolveReport(
        receipt: String, resolution: HubResolution, note: String, at now: Date
    ) async throws(HubStoreError) -> HubReportRecord {
        let logger = self.logger
        return try await write { connection in
            let rows = try await connection.query(
                "SELECT status, target_kind, target_ref FROM reports WHERE receipt = \(receipt) FOR UPDATE",
                logger: logger
            ).all()
            guard let row = rows.first else { throw HubStoreError.notFound }
            guard try row[0].decode(String.self) != HubReportStatus.resolved.rawValue else {
                throw HubStoreError.invalid(field: "REPORT", message: "report \(receipt) is already resolved")
            }
            let kind = HubReportTargetKind(rawValue: try row[1].decode(String.self)) ?? .post
            try await Self.apply(
                resolution, kind: kind, reference: try row[2].decode(String.self), connection: connection,
                logger: logger)
            let outcome =
                resolution == .noAction ? HubReportOutcome.noAction.rawValue : HubReportOutcome.actionTaken.rawValue
            let resolved = try await connection.query(
                """
                UPDATE reports SET status = 'resolved', outcome = \(outcome),
                    resolution_note = \(note.isEmpty ? nil : note), updated_at = \(PostgresHubRows.seconds(now))
                WHERE receipt = \(receipt) RETURNING \(unescaped: PostgresHubRows.reportColumns)
                """, logger: logger
            ).all()
            guard let report = resolved.first else { throw HubStoreError.notFound }
            return try PostgresHubRows.report(report)
        }
    }

    /// Carries out an operator's resolution on the reported post, comment or user.
    private static func apply(
        _ resolution: HubResolution, kind: HubReportTargetKind, reference: String, connection: PostgresConnection,
        logger: Logger
    ) async throws {
        let owner: String?
        switch kind {
        case .post:
            owner = try await connection.query(
                "SELECT author_id FROM posts WHERE seq = \(Int64(reference) ?? 0)", logger: logger
            ).all().first?[0].decode(String.self)
        case .comment:
            owner = try await connection.query(
                "SELECT author_id FROM comments WHERE id = \(reference)", logger: logger
            ).all().first?[0].decode(String.self)
        case .user:
            owner = reference
        }
        switch (resolution, kind) {
        case (.noAction, _):
            return
        case (.hide, .post), (.demote, .post):
            let hide = resolution == .hide
            let sequence = Int64(reference) ?? 0
            let counters = try await connection.query(
                """
                UPDATE posts SET upheld_reports = upheld_reports + 1, hidden = hidden OR \(hide),
                    listed = listed AND NOT \(hide)
                WHERE seq = \(sequence) RETURNING \(unescaped: counterColumns)
                """, logger: logger
            ).all()
            try await refreshHot(connection, sequence: sequence, counters: counters, logger: logger)
        case (.hide, .comment), (.demote, .comment):
            try await hideComment(connection, id: reference, logger: logger)
        case (.hide, .user), (.demote, .user):
            let hide = resolution == .hide
            let sequences = try await connection.query(
                "SELECT seq FROM posts WHERE author_id = \(reference) ORDER BY seq", logger: logger
            ).all().map { try $0[0].decode(Int64.self) }
            for sequence in sequences {
                let counters = try await connection.query(
                    """
                    UPDATE posts SET upheld_reports = upheld_reports + 1, hidden = hidden OR \(hide),
                        listed = listed AND NOT \(hide)
                    WHERE seq = \(sequence) RETURNING \(unescaped: counterColumns)
                    """, logger: logger
                ).all()
                try await refreshHot(connection, sequence: sequence, counters: counters, logger: logger)
            }
        case (.suspend, _):
            guard let owner else { return }
            // Posts before the account: a comment locks a post, then its author's account (the same order).
            try await connection.query(
                "UPDATE posts SET hidden = true, listed = false WHERE author_id = \(owner)", logger: logger
            ).consume()
            try await connection.query("UPDATE accounts SET suspended = true WHERE id = \(owner)", logger: logger)
                .consume()
            try await connection.query("DELETE FROM sessions WHERE account_id = \(owner)", logger: logger).consume()
            if kind == .comment { try await hideComment(connection, id: reference, logger: logger) }
        }
    }

    /// Hides a comment (once) and takes it out of its post's count.
    private static func hideComment(_ connection: PostgresConnection, id: String, logger: Logger) async throws {
        let rows = try await connection.query(
            "UPDATE comments SET hidden = true WHERE id = \(id) AND NOT hidden RETURNING post_seq", logger: logger
        ).all()
        guard let row = rows.first else { return }
        let postSequence = try row[0].decode(Int64.self)
        let counters = try await connection.query(
            """
            UPDATE posts SET comment_count = greatest(0, comment_count - 1) WHERE seq = \(postSequence)
            RETURNING \(unescaped: counterColumns)
            """, logger: logger
        ).all()
        try await refreshHot(connection, sequence: postSequence, counters: counters, logger: logger)
    }
}
