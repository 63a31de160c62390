import Foundation
import GRDB
import HubAPI
import HubRules

extension SQLiteHubStore {
    public func insertComment(
        id: String, postId: String, authorId: String, text: String, at now: Date
    ) async throws(HubStoreError) -> HubCommentRecord {
        try await write { db in
            guard let post = try Self.visiblePost(db, id: postId, viewerId: authorId) else {
                throw HubStoreError.notFound
            }
            let refusal = HubPermissions.canComment(
                commentsEnabled: post.commentsEnabled,
                authorBlockedCommenter: try Self.blocked(db, blocker: post.authorId, blocked: authorId))
            switch refusal {
            case .blocked?: throw HubStoreError.blocked
            case .closed?: throw HubStoreError.commentsClosed
            case nil: break
            }
            guard
                let handle = try String.fetchOne(
                    db, sql: "SELECT handle FROM accounts WHERE id = ?", arguments: [authorId])
            else { throw HubStoreError.notFound }
            try db.execute(
                sql: """
                    INSERT INTO comments (id, post_seq, author_id, author_handle, text, created_at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """, arguments: [id, post.sequence, authorId, handle, text, SQLiteHubRows.seconds(now)])
            let sequence = db.lastInsertedRowID
            try db.execute(
                sql: "UPDATE posts SET comment_count = comment_count + 1 WHERE seq = ?", arguments: [post.sequence])
            try Self.refreshHot(db, sequence: post.sequence)
            try Self.touchListings(db)
            return HubCommentRecord(
                id: id, sequence: sequence, postId: postId, authorId: authorId, authorHandle: handle, text: text,
                createdAt: SQLiteHubRows.date(SQLiteHubRows.seconds(now)))
        }
    }

    public func comments(
        postId: String, viewerId: String?, after: HubCursor?, limit: Int
    ) async throws(HubStoreError) -> HubCommentListing {
        let rows = try await read { db in
            guard let post = try Self.visiblePost(db, id: postId, viewerId: viewerId) else {
                throw HubStoreError.notFound
            }
            var start: Int64 = 0
            if case .sequence(let sequence)? = after { start = sequence }
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT \(SQLiteHubRows.commentColumns) FROM comments c JOIN posts p ON p.seq = c.post_seq
                    WHERE c.post_seq = ? AND c.hidden = 0 AND c.seq > ?
                        AND c.author_id NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = ?)
                    ORDER BY c.seq LIMIT ?
                    """, arguments: [post.sequence, start, viewerId ?? "", limit + 1]
            ).map(SQLiteHubRows.comment)
        }
        let page = Array(rows.prefix(limit))
        let next = rows.count > limit ? page.last.map { HubCursor.sequence($0.sequence) } : nil
        return HubCommentListing(comments: page, next: next)
    }

    public func deleteComment(id: String, accountId: String, at now: Date) async throws(HubStoreError) {
        try await write { db in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT c.seq, c.author_id, c.hidden, p.seq, p.author_id FROM comments c
                        JOIN posts p ON p.seq = c.post_seq WHERE c.id = ?
                        """, arguments: [id])
            else { throw HubStoreError.notFound }
            let commenter: String = row[1]
            let hidden: Bool = row[2]
            let postAuthor: String = row[4]
            if hidden && commenter != accountId && postAuthor != accountId { throw HubStoreError.notFound }
            guard
                HubPermissions.canDeleteComment(
                    isCommenter: commenter == accountId, isPostAuthor: postAuthor == accountId)
            else { throw HubStoreError.forbidden }
            try db.execute(sql: "DELETE FROM comments WHERE seq = ?", arguments: [row[0] as Int64])
            if !hidden {
                let postSequence: Int64 = row[3]
                try db.execute(
                    sql: "UPDATE posts SET comment_count = max(0, comment_count - 1) WHERE seq = ?",
                    arguments: [postSequence])
                try Self.refreshHot(db, sequence: postSequence)
                try Self.touchListings(db)
            }
        }
    }
}
