import Foundation
import HubAPI
import HubRules
import HubStore
import Logging
import PostgresNIO

extension PostgresHubStore {
    public func insertPost(_ post: HubNewPost) async throws(HubStoreError) -> HubPostRecord {
        let logger = self.logger
        return try await write { connection in
            let authors = try await connection.run(PostgresHubStatements.Handle.self, post.authorId, logger: logger)
            guard let handle = try authors.first?[0].decode(String.self) else { throw HubStoreError.notFound }
            // ON CONFLICT waits for a concurrent insert of the same author and content, so the check has no race.
            let inserted = try await Self.insert(post, authorHandle: handle, on: connection, logger: logger)
            guard let row = inserted.first else {
                let existing = try await connection.query(
                    """
                    SELECT id FROM posts WHERE author_id = \(post.authorId) AND content_hash = \(post.facts.contentHash)
                    """, logger: logger
                ).all()
                throw HubStoreError.duplicatePost(existingId: try existing.first?[0].decode(String.self) ?? "")
            }
            return try PostgresHubRows.post(row, detail: true)
        }
    }

    /// Inserts one post with its ranking key and search document; answers its row in full, or nothing for a duplicate.
    private static func insert(
        _ post: HubNewPost, authorHandle: String, on connection: PostgresConnection, logger: Logger
    ) async throws -> [PostgresRandomAccessRow] {
        let created = PostgresHubRows.seconds(post.createdAt)
        let counts = post.counts
        let score = HubRanking.score(applies: counts.applies, saves: counts.saves, comments: 0, likes: counts.likes)
        let hot = HubRanking.hot(score: score, createdAt: PostgresHubRows.date(created), upheldReports: 0)
        let lexemes = PostgresHubRows.lexemes(title: post.title, tags: post.tags, exercises: post.exercises)
        let chips = post.changeNote.chips.map(\.rawValue)
        let visibility = post.visibility == .public ? 0 : 1
        let listed = post.visibility == .public
        let facts = post.facts
        return try await connection.run(
            PostgresHubStatements.PostAdd.self, post.id, post.authorId, authorHandle, post.title, post.tags, post.notes,
            ByteBuffer(bytes: post.planJSON), post.versionId, facts.contentHash, chips, post.changeNote.line,
            visibility, post.commentsEnabled, created, post.setsCount, post.rounds, post.workSeconds, post.restSeconds,
            facts.totalSeconds, post.summary, facts.duration.rawValue, facts.sets.rawValue, facts.ratio.rawValue,
            facts.noMusic, listed, hot, counts.applies, counts.saves, counts.likes, lexemes, logger: logger)
    }

    /// The post `id` in full with the viewer's marks, if `viewerId` may see it.
    static func visiblePost(
        _ connection: PostgresConnection, id: String, viewerId: String?, logger: Logger
    ) async throws -> HubPostRecord? {
        let rows = try await connection.run(PostgresHubStatements.VisiblePost.self, viewerId ?? "", id, logger: logger)
        guard let row = rows.first else { return nil }
        let post = try PostgresHubRows.post(
            row, liked: try row[29].decode(Bool.self), saved: try row[30].decode(Bool.self), detail: true)
        let visible = HubPermissions.canSee(
            visibility: post.visibility, hidden: post.hidden, isAuthor: post.authorId == viewerId,
            viewerBlockedAuthor: try row[31].decode(Bool.self))
        return visible ? post : nil
    }

    /// Recomputes the hot key of post `sequence` from the counters the last update returned (row locked).
    static func refreshHot(
        _ connection: PostgresConnection, sequence: Int64, counters: [PostgresRandomAccessRow], logger: Logger
    ) async throws {
        guard let row = counters.first else { return }
        let score = HubRanking.score(
            applies: try row[0].decode(Int.self), saves: try row[1].decode(Int.self),
            comments: try row[2].decode(Int.self), likes: try row[3].decode(Int.self))
        let hot = HubRanking.hot(
            score: score, createdAt: PostgresHubRows.date(try row[4].decode(Int64.self)),
            upheldReports: try row[5].decode(Int.self))
        _ = try await connection.run(PostgresHubStatements.Hot.self, hot, sequence, logger: logger)
    }

    /// What a counter update returns for `refreshHot`.
    static let counterColumns = "apply_count, save_count, comment_count, like_count, created_at, upheld_reports"

    public func post(id: String, viewerId: String?) async throws(HubStoreError) -> HubPostRecord? {
        let logger = self.logger
        return try await read { connection in
            try await Self.visiblePost(connection, id: id, viewerId: viewerId, logger: logger)
        }
    }

    public func updatePost(
        id: String, authorId: String, patch: HubPostPatch, at now: Date
    ) async throws(HubStoreError) -> HubPostRecord {
        let logger = self.logger
        return try await write { connection in
            guard let post = try await Self.visiblePost(connection, id: id, viewerId: authorId, logger: logger) else {
                throw HubStoreError.notFound
            }
            guard HubPermissions.canEdit(isAuthor: post.authorId == authorId) else { throw HubStoreError.forbidden }
            let visibility = patch.visibility.map { $0 == .public ? 0 : 1 }
            try await connection.query(
                """
                UPDATE posts SET comments_enabled = coalesce(\(patch.commentsEnabled), comments_enabled),
                    visibility = coalesce(\(visibility), visibility),
                    listed = coalesce(\(visibility), visibility) = 0 AND NOT hidden
                WHERE seq = \(post.sequence)
                """, logger: logger
            ).consume()
            guard let updated = try await Self.visiblePost(connection, id: id, viewerId: authorId, logger: logger)
            else { throw HubStoreError.notFound }
            return updated
        }
    }

    public func searchPosts(_ search: HubPostSearch) async throws(HubStoreError) -> HubPostListing {
        var bindings = PostgresBindings()
        var conditions = ["p.listed"]
        /// Binds `value` and answers its placeholder.
        func bind(_ value: some PostgresNonThrowingEncodable) -> String {
            bindings.append(value)
            return "$\(bindings.count)"
        }
        if let query = PostgresHubRows.tsquery(terms: search.terms, tags: search.query.tags) {
            conditions.append("p.search @@ \(bind(query))::tsquery")
        }
        if let duration = search.query.duration { conditions.append("p.duration_bucket = \(bind(duration.rawValue))") }
        if let sets = search.query.sets { conditions.append("p.sets_bucket = \(bind(sets.rawValue))") }
        if let ratio = search.query.ratio { conditions.append("p.ratio_bucket = \(bind(ratio.rawValue))") }
        if search.query.noMusic { conditions.append("p.no_music") }
        if let viewer = search.viewerId {
            conditions.append("p.author_id NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = \(bind(viewer)))")
        }
        let byScore = search.query.sort == .score
        switch (search.query.sort, search.cursor) {
        case (.score, .score(let hot, let sequence)?):
            conditions.append("(p.hot, p.seq) < (\(bind(hot)), \(bind(sequence)))")
        case (.new, .sequence(let sequence)?):
            conditions.append("p.seq < \(bind(sequence))")
        default:
            break
        }
        let limit = search.query.limit
        let order = byScore ? "p.hot DESC, p.seq DESC" : "p.seq DESC"
        // Only constant fragments and placeholders make up the text; every value is in `bindings`.
        let sql = """
            SELECT \(PostgresHubRows.postColumns) FROM posts p WHERE \(conditions.joined(separator: " AND "))
            ORDER BY \(order) LIMIT \(bind(limit + 1))
            """
        let query = PostgresQuery(unsafeSQL: sql, binds: bindings)
        let logger = self.logger
        let rows = try await read { connection in
            try await connection.query(query, logger: logger).all().map { try PostgresHubRows.post($0) }
        }
        let page = Array(rows.prefix(limit))
        var next: HubCursor?
        if rows.count > limit, let last = page.last {
            next = byScore ? .score(hot: last.hot, sequence: last.sequence) : .sequence(last.sequence)
        }
        return HubPostListing(posts: page, next: next)
    }

    public func applyPost(
        id: String, applicantKey: String?, viewerId: String?, at now: Date
    ) async throws(HubStoreError) -> HubPostRecord {
        let logger = self.logger
        return try await write { connection in
            guard let post = try await Self.visiblePost(connection, id: id, viewerId: viewerId, logger: logger) else {
                throw HubStoreError.notFound
            }
            guard let applicantKey else { return post }
            let inserted = try await connection.query(
                """
                INSERT INTO applies (post_seq, applicant, created_at)
                VALUES (\(post.sequence), \(applicantKey), \(PostgresHubRows.seconds(now)))
                ON CONFLICT DO NOTHING RETURNING 1
                """, logger: logger
            ).all()
            guard !inserted.isEmpty else { return post }
            let counters = try await connection.query(
                """
                UPDATE posts SET apply_count = apply_count + 1 WHERE seq = \(post.sequence)
                RETURNING \(unescaped: Self.counterColumns)
                """, logger: logger
            ).all()
            try await Self.refreshHot(connection, sequence: post.sequence, counters: counters, logger: logger)
            return try await Self.visiblePost(connection, id: id, viewerId: viewerId, logger: logger) ?? post
        }
    }

    public func setReaction(
        _ reaction: HubReaction, postId: String, accountId: String, on: Bool, at now: Date
    ) async throws(HubStoreError) {
        let logger = self.logger
        try await write { connection in
            guard let post = try await Self.visiblePost(connection, id: postId, viewerId: accountId, logger: logger)
            else { throw HubStoreError.notFound }
            let kind = reaction.rawValue
            let changed: [PostgresRandomAccessRow]
            if on {
                changed = try await connection.run(
                    PostgresHubStatements.ReactionAdd.self, post.sequence, accountId, kind,
                    PostgresHubRows.seconds(now), logger: logger)
            } else {
                changed = try await connection.run(
                    PostgresHubStatements.ReactionRemove.self, post.sequence, accountId, kind, logger: logger)
            }
            guard !changed.isEmpty else { return }
            let step: Int32 = on ? 1 : -1
            let counters = try await connection.run(
                PostgresHubStatements.ReactionCount.self, step, kind, post.sequence, logger: logger)
            try await Self.refreshHot(connection, sequence: post.sequence, counters: counters, logger: logger)
        }
    }

    public func syntheticAccountCount() async throws(HubStoreError) -> Int {
        let logger = self.logger
        return try await read { connection in
            let rows = try await connection.query(
                "SELECT count(*) FROM accounts WHERE handle_key LIKE 'synthetic-%'", logger: logger
            ).all()
            return try rows.first?[0].decode(Int.self) ?? 0
        }
    }
}
