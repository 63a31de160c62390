import Foundation
import GRDB
import HubAPI
import HubRules

extension SQLiteHubStore {
    public func insertPost(_ post: HubNewPost) async throws(HubStoreError) -> HubPostRecord {
        try await write { db in
            if let existing = try String.fetchOne(
                db, sql: "SELECT id FROM posts WHERE author_id = ? AND content_hash = ?",
                arguments: [post.authorId, post.facts.contentHash])
            {
                throw HubStoreError.duplicatePost(existingId: existing)
            }
            guard
                let handle = try String.fetchOne(
                    db, sql: "SELECT handle FROM accounts WHERE id = ?", arguments: [post.authorId])
            else { throw HubStoreError.notFound }
            try Self.insert(post, authorHandle: handle, into: db)
            try Self.touchListings(db)
            return try Self.fetchPost(db, where: "p.id = ?", [post.id], detail: true)!
        }
    }

    /// The insert of one post and its search row, shared with the synthetic batches.
    static func insert(_ post: HubNewPost, authorHandle: String, into db: Database) throws {
        let created = SQLiteHubRows.seconds(post.createdAt)
        let counts = post.counts
        let score = HubRanking.score(applies: counts.applies, saves: counts.saves, comments: 0, likes: counts.likes)
        let hot = HubRanking.hot(score: score, createdAt: SQLiteHubRows.date(created), upheldReports: 0)
        let statement = try db.cachedStatement(
            sql: """
                INSERT INTO posts (
                    id, author_id, author_handle, title, tags, notes, plan_json, version_id, content_hash,
                    change_chips, change_line, visibility, comments_enabled, created_at, sets_count, rounds,
                    work_seconds, rest_seconds, total_seconds, summary, duration_bucket, sets_bucket, ratio_bucket,
                    no_music, listed, hot, apply_count, save_count, like_count)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let arguments: [(any DatabaseValueConvertible)?] = [
            post.id, post.authorId, authorHandle, post.title, post.tags.joined(separator: " "), post.notes,
            post.planJSON, post.versionId, post.facts.contentHash,
            post.changeNote.chips.map(\.rawValue).joined(separator: " "), post.changeNote.line,
            post.visibility == .public ? 0 : 1, post.commentsEnabled, created, post.setsCount, post.rounds,
            post.workSeconds, post.restSeconds, post.facts.totalSeconds, post.summary, post.facts.duration.rawValue,
            post.facts.sets.rawValue, post.facts.ratio.rawValue, post.facts.noMusic,
            post.visibility == .public, hot, counts.applies, counts.saves, counts.likes,
        ]
        try statement.execute(arguments: StatementArguments(arguments))
        let sequence = db.lastInsertedRowID
        let chips = SQLiteHubRows.chipTokens(
            duration: post.facts.duration, sets: post.facts.sets, ratio: post.facts.ratio, noMusic: post.facts.noMusic)
        try db.cachedStatement(
            sql: "INSERT INTO posts_fts (rowid, title, tags, exercises, chips) VALUES (?, ?, ?, ?, ?)"
        )
        .execute(arguments: [
            sequence, post.title, post.tags.joined(separator: " "), post.exercises.joined(separator: " "),
            chips.joined(separator: " "),
        ])
    }

    /// One post by a condition, with the listing or the full columns.
    static func fetchPost(
        _ db: Database, where condition: String, _ arguments: StatementArguments, detail: Bool,
        viewerId: String? = nil
    ) throws -> HubPostRecord? {
        let columns = detail ? SQLiteHubRows.postDetailColumns : SQLiteHubRows.postColumns
        guard
            let row = try Row.fetchOne(
                db, sql: "SELECT \(columns) FROM posts p WHERE \(condition)", arguments: arguments)
        else { return nil }
        guard let viewerId, detail else { return SQLiteHubRows.post(row, detail: detail) }
        let sequence: Int64 = row[1]
        let kinds = try String.fetchSet(
            db, sql: "SELECT kind FROM reactions WHERE post_seq = ? AND account_id = ?",
            arguments: [sequence, viewerId])
        return SQLiteHubRows.post(row, liked: kinds.contains("like"), saved: kinds.contains("save"), detail: true)
    }

    /// Whether `viewerId` blocked `authorId`.
    static func blocked(_ db: Database, blocker: String?, blocked: String) throws -> Bool {
        guard let blocker else { return false }
        return try Bool.fetchOne(
            db, sql: "SELECT 1 FROM blocks WHERE blocker_id = ? AND blocked_id = ?", arguments: [blocker, blocked])
            ?? false
    }

    /// The post `id` if `viewerId` may see it.
    static func visiblePost(_ db: Database, id: String, viewerId: String?) throws -> HubPostRecord? {
        guard let post = try fetchPost(db, where: "p.id = ?", [id], detail: true, viewerId: viewerId) else {
            return nil
        }
        let visible = HubPermissions.canSee(
            visibility: post.visibility, hidden: post.hidden, isAuthor: post.authorId == viewerId,
            viewerBlockedAuthor: try blocked(db, blocker: viewerId, blocked: post.authorId))
        return visible ? post : nil
    }

    /// Recomputes the hot key of post `sequence` from its counters (after any counter or report change).
    static func refreshHot(_ db: Database, sequence: Int64) throws {
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT apply_count, save_count, comment_count, like_count, created_at, upheld_reports
                    FROM posts WHERE seq = ?
                    """, arguments: [sequence])
        else { return }
        let score = HubRanking.score(applies: row[0], saves: row[1], comments: row[2], likes: row[3])
        let hot = HubRanking.hot(score: score, createdAt: SQLiteHubRows.date(row[4]), upheldReports: row[5])
        try db.execute(sql: "UPDATE posts SET hot = ? WHERE seq = ?", arguments: [hot, sequence])
    }

    public func post(id: String, viewerId: String?) async throws(HubStoreError) -> HubPostRecord? {
        try await read { db in try Self.visiblePost(db, id: id, viewerId: viewerId) }
    }

    public func updatePost(
        id: String, authorId: String, patch: HubPostPatch, at now: Date
    ) async throws(HubStoreError) -> HubPostRecord {
        try await write { db in
            guard let post = try Self.visiblePost(db, id: id, viewerId: authorId) else { throw HubStoreError.notFound }
            guard HubPermissions.canEdit(isAuthor: post.authorId == authorId) else { throw HubStoreError.forbidden }
            if let enabled = patch.commentsEnabled {
                try db.execute(
                    sql: "UPDATE posts SET comments_enabled = ? WHERE seq = ?", arguments: [enabled, post.sequence])
            }
            if let visibility = patch.visibility {
                try db.execute(
                    sql: "UPDATE posts SET visibility = ?, listed = (? AND hidden = 0) WHERE seq = ?",
                    arguments: [visibility == .public ? 0 : 1, visibility == .public, post.sequence])
            }
            try Self.touchListings(db)
            return try Self.fetchPost(db, where: "p.seq = ?", [post.sequence], detail: true, viewerId: authorId)!
        }
    }

    /// From this many matches on, walk the ranking index checking rows against them; below, rank the matches.
    static let broadMatchCount = 2000

    public func searchPosts(_ search: HubPostSearch) async throws(HubStoreError) -> HubPostListing {
        var conditions = ["p.listed = 1"]
        var arguments: [(any DatabaseValueConvertible)?] = []
        // Each word is a prefix term; tags are whole phrases inside the tags column. Words hold only letters and
        // digits (`HubSearchRules.terms`), so no FTS syntax comes from a client.
        // A one-letter prefix would match nearly everything at great cost: such a word must match exactly.
        var match: [String] = search.terms.map { $0.count > 1 ? "\"\($0)\"*" : "\"\($0)\"" }
        match += search.query.tags.map { tag in "tags : \"\(tag.replacingOccurrences(of: "\"", with: ""))\"" }
        // With text, or with several chips (whose combination may be rare), the chips are intersected inside the
        // index too; one chip alone is a filter on the ranking index, which finds a page within a few hundred rows.
        let chips = SQLiteHubRows.chipTokens(
            duration: search.query.duration, sets: search.query.sets, ratio: search.query.ratio,
            noMusic: search.query.noMusic)
        if !match.isEmpty || chips.count > 1 { match += chips.map { "chips : \($0)" } }
        let filters: [(String, String?)] = [
            ("p.duration_bucket", search.query.duration?.rawValue), ("p.sets_bucket", search.query.sets?.rawValue),
            ("p.ratio_bucket", search.query.ratio?.rawValue),
        ]
        for case (let column, let value?) in filters {
            conditions.append("\(column) = ?")
            arguments.append(value)
        }
        if search.query.noMusic { conditions.append("p.no_music = 1") }
        if let viewer = search.viewerId {
            conditions.append("p.author_id NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = ?)")
            arguments.append(viewer)
        }
        let byScore = search.query.sort == .score
        switch (search.query.sort, search.cursor) {
        case (.score, .score(let hot, let sequence)?):
            conditions.append("(p.hot, p.seq) < (?, ?)")
            arguments += [hot, sequence]
        case (.new, .sequence(let sequence)?):
            conditions.append("p.seq < ?")
            arguments.append(sequence)
        default:
            break
        }
        let order = byScore ? "p.hot DESC, p.seq DESC" : "p.seq DESC"
        let limit = search.query.limit
        let filtered = conditions.joined(separator: " AND ")
        let tail = " ORDER BY \(order) LIMIT ?"
        let plain = "SELECT \(SQLiteHubRows.postColumns) FROM posts p WHERE \(filtered)" + tail
        let broad = """
            SELECT \(SQLiteHubRows.postColumns) FROM posts p INDEXED BY \(byScore ? "posts_hot" : "posts_new")
            WHERE p.seq IN (SELECT rowid FROM posts_fts WHERE posts_fts MATCH ?) AND \(filtered)
            """ + tail
        let narrow = """
            SELECT \(SQLiteHubRows.postColumns) FROM posts_fts f CROSS JOIN posts p ON p.seq = f.rowid
            WHERE posts_fts MATCH ? AND \(filtered)
            """ + tail
        let textless = match.isEmpty
        let withoutText = StatementArguments(arguments + [limit + 1])
        let expression = match.joined(separator: " AND ")
        let withText = StatementArguments([expression] + arguments + [limit + 1])
        let rows = try await read { db in
            let sql: String
            if textless {
                sql = plain
            } else {
                // Counting stops at the threshold, so a broad text costs no more to classify than a narrow one.
                let matches =
                    try Int.fetchOne(
                        db.cachedStatement(
                            sql: "SELECT count(*) FROM (SELECT rowid FROM posts_fts WHERE posts_fts MATCH ? LIMIT ?)"),
                        arguments: [expression, Self.broadMatchCount]) ?? 0
                sql = matches >= Self.broadMatchCount ? broad : narrow
            }
            return try Row.fetchAll(db.cachedStatement(sql: sql), arguments: textless ? withoutText : withText)
                .map { SQLiteHubRows.post($0) }
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
        try await write { db in
            guard let post = try Self.visiblePost(db, id: id, viewerId: viewerId) else { throw HubStoreError.notFound }
            guard let applicantKey else { return post }
            try db.execute(
                sql: "INSERT OR IGNORE INTO applies (post_seq, applicant, created_at) VALUES (?, ?, ?)",
                arguments: [post.sequence, applicantKey, SQLiteHubRows.seconds(now)])
            guard db.changesCount == 1 else { return post }
            try db.execute(
                sql: "UPDATE posts SET apply_count = apply_count + 1 WHERE seq = ?", arguments: [post.sequence])
            try Self.refreshHot(db, sequence: post.sequence)
            try Self.touchListings(db)
            return try Self.fetchPost(db, where: "p.seq = ?", [post.sequence], detail: true, viewerId: viewerId)!
        }
    }

    public func setReaction(
        _ reaction: HubReaction, postId: String, accountId: String, on: Bool, at now: Date
    ) async throws(HubStoreError) {
        try await write { db in
            guard let post = try Self.visiblePost(db, id: postId, viewerId: accountId) else {
                throw HubStoreError.notFound
            }
            if on {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO reactions (post_seq, account_id, kind, created_at) VALUES (?, ?, ?, ?)",
                    arguments: [post.sequence, accountId, reaction.rawValue, SQLiteHubRows.seconds(now)])
            } else {
                try db.execute(
                    sql: "DELETE FROM reactions WHERE post_seq = ? AND account_id = ? AND kind = ?",
                    arguments: [post.sequence, accountId, reaction.rawValue])
            }
            guard db.changesCount == 1 else { return }
            let column = reaction == .like ? "like_count" : "save_count"
            try db.execute(
                sql: "UPDATE posts SET \(column) = max(0, \(column) + ?) WHERE seq = ?",
                arguments: [on ? 1 : -1, post.sequence])
            try Self.refreshHot(db, sequence: post.sequence)
            try Self.touchListings(db)
        }
    }

    public func insertSynthetic(accounts: [HubAccountRecord], posts: [HubNewPost]) async throws(HubStoreError) {
        try await write { db in
            let statement = try db.makeStatement(
                sql: """
                    INSERT INTO accounts (id, handle, handle_key, password_hash, created_at, suspended)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """)
            var handles: [String: String] = [:]
            for account in accounts {
                try statement.execute(arguments: [
                    account.id, account.handle, account.handleKey, account.passwordHash,
                    SQLiteHubRows.seconds(account.createdAt), account.suspended,
                ])
                handles[account.id] = account.handle
            }
            for post in posts {
                var handle = handles[post.authorId]
                if handle == nil {
                    handle = try String.fetchOne(
                        db, sql: "SELECT handle FROM accounts WHERE id = ?", arguments: [post.authorId])
                }
                guard let handle else { throw HubStoreError.notFound }
                try Self.insert(post, authorHandle: handle, into: db)
            }
            try Self.touchListings(db)
        }
    }
}

extension SQLiteHubStore {
    public func syntheticAccountCount() async throws(HubStoreError) -> Int {
        try await read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM accounts WHERE handle_key LIKE 'synthetic-%'") ?? 0
        }
    }
}
