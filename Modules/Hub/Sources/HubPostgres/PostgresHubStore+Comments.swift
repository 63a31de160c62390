import Foundation
import HubAPI
import HubRules
import HubStore
import PostgresNIO

extension PostgresHubStore {
    public func insertComment(
        id: String, postId: String, authorId: String, text: String, at now: Date
    ) async throws(HubStoreError) -> HubCommentRecord {
        let logger = self.logger
        return try await write { connection in
            // The post's row is locked first (closing comments updates it, so that waits or is seen), then its
            // author's account FOR SHARE (a block by the author waits for this comment, or this sees the block),
            // and only then are blocks read, in a statement that starts after both locks are held.
            let posts = try await connection.query(
                """
                SELECT p.seq, p.author_id, p.visibility, p.hidden, p.comments_enabled FROM posts p
                WHERE p.id = \(postId) FOR NO KEY UPDATE
                """, logger: logger
            ).all()
            guard let post = posts.first else { throw HubStoreError.notFound }
            let sequence = try post[0].decode(Int64.self)
            let postAuthor = try post[1].decode(String.self)
            try await connection.query("SELECT 1 FROM accounts WHERE id = \(postAuthor) FOR SHARE", logger: logger)
                .consume()
            let facts = try await connection.query(
                """
                SELECT (SELECT handle FROM accounts WHERE id = \(authorId)),
                    EXISTS (SELECT 1 FROM blocks WHERE blocker_id = \(authorId) AND blocked_id = \(postAuthor)),
                    EXISTS (SELECT 1 FROM blocks WHERE blocker_id = \(postAuthor) AND blocked_id = \(authorId))
                """, logger: logger
            ).all()
            guard let fact = facts.first, let handle = try fact[0].decode(String?.self) else {
                throw HubStoreError.notFound
            }
            let visible = HubPermissions.canSee(
                visibility: try post[2].decode(Int.self) == 0 ? .public : .private,
                hidden: try post[3].decode(Bool.self),
                isAuthor: postAuthor == authorId, viewerBlockedAuthor: try fact[1].decode(Bool.self))
            guard visible else { throw HubStoreError.notFound }
            switch HubPermissions.canComment(
                commentsEnabled: try post[4].decode(Bool.self), authorBlockedCommenter: try fact[2].decode(Bool.self))
            {
            case .blocked?: throw HubStoreError.blocked
            case .closed?: throw HubStoreError.commentsClosed
            case nil: break
            }
            let time = PostgresHubRows.seconds(now)
            let inserted = try await connection.query(
                """
                INSERT INTO comments (id, post_seq, author_id, author_handle, text, created_at)
                VALUES (\(id), \(sequence), \(authorId), \(handle), \(text), \(time)) RETURNING seq
                """, logger: logger
            ).all()
            let commentSequence = try inserted.first?[0].decode(Int64.self) ?? 0
            let counters = try await connection.query(
                """
                UPDATE posts SET comment_count = comment_count + 1 WHERE seq = \(sequence)
                RETURNING \(unescaped: Self.counterColumns)
                """, logger: logger
            ).all()
            try await Self.refreshHot(connection, sequence: sequence, counters: counters, logger: logger)
            return HubCommentRecord(
                id: id, sequence: commentSequence, postId: postId, authorId: authorId, authorHandle: handle, text: text,
                createdAt: PostgresHubRows.date(time))
        }
    }

    public func comments(
        postId: String, viewerId: String?, after: HubCursor?, limit: Int
    ) async throws(HubStoreError) -> HubCommentListing {
        let logger = self.logger
        let start: Int64
        if case .sequence(let sequence)? = after { start = sequence } else { start = 0 }
        let rows = try await read { connection in
            guard let post = try await Self.visiblePost(connection, id: postId, viewerId: viewerId, logger: logger)
            else { throw HubStoreError.notFound }
            return try await connection.query(
                """
                SELECT \(unescaped: PostgresHubRows.commentColumns) FROM comments c JOIN posts p ON p.seq = c.post_seq
                WHERE c.post_seq = \(post.sequence) AND NOT c.hidden AND c.seq > \(start)
                    AND c.author_id NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = \(viewerId ?? ""))
                ORDER BY c.seq LIMIT \(limit + 1)
                """, logger: logger
            ).all().map(PostgresHubRows.comment)
        }
        let page = Array(rows.prefix(limit))
        let next = rows.count > limit ? page.last.map { HubCursor.sequence($0.sequence) } : nil
        return HubCommentListing(comments: page, next: next)
    }

    public func deleteComment(id: String, accountId: String, at now: Date) async throws(HubStoreError) {
        let logger = self.logger
        try await write { connection in
            let rows = try await connection.query(
                """
                SELECT c.seq, c.author_id, c.hidden, p.seq, p.author_id FROM comments c
                JOIN posts p ON p.seq = c.post_seq WHERE c.id = \(id) FOR UPDATE OF c
                """, logger: logger
            ).all()
            guard let row = rows.first else { throw HubStoreError.notFound }
            let commenter = try row[1].decode(String.self)
            let hidden = try row[2].decode(Bool.self)
            let postSequence = try row[3].decode(Int64.self)
            let postAuthor = try row[4].decode(String.self)
            if hidden && commenter != accountId && postAuthor != accountId { throw HubStoreError.notFound }
            guard
                HubPermissions.canDeleteComment(
                    isCommenter: commenter == accountId, isPostAuthor: postAuthor == accountId)
            else { throw HubStoreError.forbidden }
            try await connection.query(
                "DELETE FROM comments WHERE seq = \(try row[0].decode(Int64.self))", logger: logger
            )
            .consume()
            if !hidden {
                let counters = try await connection.query(
                    """
                    UPDATE posts SET comment_count = greatest(0, comment_count - 1) WHERE seq = \(postSequence)
                    RETURNING \(unescaped: Self.counterColumns)
                    """, logger: logger
                ).all()
                try await Self.refreshHot(connection, sequence: postSequence, counters: counters, logger: logger)
            }
        }
    }
}
