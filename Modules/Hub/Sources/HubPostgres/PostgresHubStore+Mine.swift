import Foundation
import HubAPI
import HubRules
import HubStore
import PostgresNIO

extension PostgresHubStore {
    public func savedPosts(
        accountId: String, after: HubCursor?, limit: Int
    ) async throws(HubStoreError) -> HubPostListing {
        let start: (Int64, Int64)
        if case .saved(let seconds, let sequence)? = after { start = (seconds, sequence) } else { start = (.max, .max) }
        let logger = self.logger
        let rows = try await read { connection in
            // A saved post that became private, hidden or whose author the reader blocked is left out, as everywhere.
            try await connection.query(
                """
                SELECT \(unescaped: PostgresHubRows.postColumns), r.created_at FROM reactions r
                JOIN posts p ON p.seq = r.post_seq
                WHERE r.account_id = \(accountId) AND r.kind = 'save'
                    AND (r.created_at, r.post_seq) < (\(start.0), \(start.1))
                    AND (p.author_id = \(accountId) OR (p.visibility = 0 AND NOT p.hidden
                        AND p.author_id NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = \(accountId))))
                ORDER BY r.created_at DESC, r.post_seq DESC LIMIT \(limit + 1)
                """, logger: logger
            ).all().map { row in (try PostgresHubRows.post(row), try row[23].decode(Int64.self)) }
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
        let logger = self.logger
        let rows = try await read { connection in
            try await connection.query(
                """
                SELECT \(unescaped: PostgresHubRows.postColumns) FROM posts p
                WHERE p.author_id = \(authorId) AND p.seq < \(start) ORDER BY p.seq DESC LIMIT \(limit + 1)
                """, logger: logger
            ).all().map { try PostgresHubRows.post($0) }
        }
        let page = Array(rows.prefix(limit))
        let next = rows.count > limit ? page.last.map { HubCursor.sequence($0.sequence) } : nil
        return HubPostListing(posts: page, next: next)
    }

    public func reactions(
        accountId: String, postIds: [String]
    ) async throws(HubStoreError) -> [String: Set<HubReaction>] {
        guard !postIds.isEmpty else { return [:] }
        let logger = self.logger
        let pairs = try await read { connection in
            try await connection.query(
                """
                SELECT p.id, r.kind FROM posts p JOIN reactions r ON r.post_seq = p.seq
                WHERE p.id = ANY(\(postIds)) AND r.account_id = \(accountId)
                """, logger: logger
            ).all().map { row in (try row[0].decode(String.self), try row[1].decode(String.self)) }
        }
        var marks: [String: Set<HubReaction>] = [:]
        for (id, kind) in pairs {
            if let reaction = HubReaction(rawValue: kind) { marks[id, default: []].insert(reaction) }
        }
        return marks
    }
}
