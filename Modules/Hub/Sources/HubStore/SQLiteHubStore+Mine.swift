import Foundation
import GRDB
import HubAPI
import HubRules

extension SQLiteHubStore {
    public func savedPosts(
        accountId: String, after: HubCursor?, limit: Int
    ) async throws(HubStoreError) -> HubPostListing {
        let start: (Int64, Int64)
        if case .saved(let seconds, let sequence)? = after { start = (seconds, sequence) } else { start = (.max, .max) }
        let rows = try await read { db in
            // A saved post that became private, hidden or whose author the reader blocked is left out, as everywhere.
            try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT \(SQLiteHubRows.postColumns), r.created_at FROM reactions r
                        JOIN posts p ON p.seq = r.post_seq
                        WHERE r.account_id = ? AND r.kind = 'save' AND (r.created_at, r.post_seq) < (?, ?)
                            AND (p.author_id = ? OR (p.visibility = 0 AND p.hidden = 0
                                AND p.author_id NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = ?)))
                        ORDER BY r.created_at DESC, r.post_seq DESC LIMIT ?
                        """),
                arguments: [accountId, start.0, start.1, accountId, accountId, limit + 1]
            ).map { row in (SQLiteHubRows.post(row), row[23] as Int64) }
        }
        let page = rows.prefix(limit)
        var next: HubCursor?
        if rows.count > limit, let last = page.last { next = .saved(at: last.1, sequence: last.0.sequence) }
        return HubPostListing(posts: page.map(\.0), next: next)
    }

    public func authoredPosts(
        authorId: String, after: HubCursor?, limit: Int
    ) async throws(HubStoreError) -> HubPostListing {
        let start: Int64
        if case .sequence(let sequence)? = after { start = sequence } else { start = .max }
        let rows = try await read { db in
            try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT \(SQLiteHubRows.postColumns) FROM posts p WHERE p.author_id = ? AND p.seq < ?
                        ORDER BY p.seq DESC LIMIT ?
                        """), arguments: [authorId, start, limit + 1]
            ).map { SQLiteHubRows.post($0) }
        }
        let page = Array(rows.prefix(limit))
        let next = rows.count > limit ? page.last.map { HubCursor.sequence($0.sequence) } : nil
        return HubPostListing(posts: page, next: next)
    }

    public func reactions(
        accountId: String, postIds: [String]
    ) async throws(HubStoreError) -> [String: Set<HubReaction>] {
        guard !postIds.isEmpty else { return [:] }
        // One placeholder per id (a page holds at most 100): the values are bound, never written into the SQL.
        let placeholders = Array(repeating: "?", count: postIds.count).joined(separator: ", ")
        let pairs = try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT p.id, r.kind FROM reactions r JOIN posts p ON p.seq = r.post_seq
                    WHERE r.account_id = ? AND p.id IN (\(placeholders))
                    """, arguments: StatementArguments([accountId] + postIds)
            ).map { row in (row[0] as String, row[1] as String) }
        }
        var marks: [String: Set<HubReaction>] = [:]
        for (id, kind) in pairs {
            if let reaction = HubReaction(rawValue: kind) { marks[id, default: []].insert(reaction) }
        }
        return marks
    }
}
