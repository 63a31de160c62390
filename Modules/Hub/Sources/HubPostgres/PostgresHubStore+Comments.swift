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
            let posts = try await connection.run(PostgresHubStatements.CommentedPost.self, postId, logger: logger)
            guard let post = posts.first else { throw HubStoreError.notFound }
            let sequence = try post[0].decode(Int64.self)
            let postAuthor = try post[1].decode(String.self)
            _ = try await connection.run(PostgresHubStatements.AuthorShare.self, postAuthor, logger: logger)
            let facts = try await connection.run(
                PostgresHubStatements.CommentFacts.self, authorId, postAuthor, logger: logger)
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
            // The row has been locked since the first statement, so its counters cannot have moved: the new ranking
            // key is computed from them, and the comment, its count and the key are written in one statement.
            let score = HubRanking.score(
                applies: try post[5].decode(Int.self), saves: try post[6].decode(Int.self),
                comments: try post[7].decode(Int.self) + 1, likes: try post[8].decode(Int.self))
            let hot = HubRanking.hot(
                score: score, createdAt: PostgresHubRows.date(try post[9].decode(Int64.self)),
                upheldReports: try post[10].decode(Int.self))
            let time = PostgresHubRows.seconds(now)
            let inserted = try await connection.run(
                PostgresHubStatements.CommentAdd.self, id, sequence, authorId, handle, text, time, hot, logger: logger)
            let commentSequence = try inserted.first?[0].decode(Int64.self) ?? 0
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
