import Foundation
import HubRules
import HubStore
import PostgresNIO

extension PostgresHubStore {
    public func consume(_ limit: HubRateLimit, key: String, at now: Date) async throws(HubStoreError) -> HubRateDecision
    {
        let epoch = Int(PostgresHubRows.seconds(now))
        let start = Int64(limit.windowStart(at: epoch))
        let fullKey = "\(limit.name):\(key)"
        let expires = start + Int64(limit.windowSeconds)
        let logger = self.logger
        let count = try await read { connection in
            // One statement, one round trip. A count is not something a user made: its commit need not wait for the
            // disk (`set_config(…, true)` lasts until this statement's own commit; after a crash of PostgreSQL a window
            // may have forgotten its last few requests), and every instance sees it as soon as it commits. The write
            // the request then makes is committed durably, as always. The upsert makes requests to every instance
            // count in the same row; expired windows are forgotten a few at a time (never this key's own row).
            let rows = try await connection.run(
                PostgresHubStatements.RateCount.self, fullKey, Int64(epoch), start, expires, logger: logger)
            return try rows.first?[0].decode(Int.self) ?? 1
        }
        return limit.decision(count: count, at: epoch)
    }

    public func peek(_ limit: HubRateLimit, key: String, at now: Date) async throws(HubStoreError) -> HubRateDecision {
        let epoch = Int(PostgresHubRows.seconds(now))
        let start = Int64(limit.windowStart(at: epoch))
        let fullKey = "\(limit.name):\(key)"
        let logger = self.logger
        let count = try await read { connection in
            let rows = try await connection.query(
                "SELECT count FROM rate_windows WHERE key = \(fullKey) AND window_start = \(start)", logger: logger
            ).all()
            return try rows.first?[0].decode(Int.self) ?? 0
        }
        return limit.decision(count: count + 1, at: epoch)
    }

    public func createAccount(_ account: HubAccountRecord) async throws(HubStoreError) {
        let logger = self.logger
        try await read { connection in
            let inserted = try await connection.query(
                """
                INSERT INTO accounts (id, handle, handle_key, password_hash, created_at, suspended)
                VALUES (\(account.id), \(account.handle), \(account.handleKey), \(account.passwordHash),
                    \(PostgresHubRows.seconds(account.createdAt)), \(account.suspended))
                ON CONFLICT (handle_key) DO NOTHING RETURNING 1
                """, logger: logger
            ).all()
            if inserted.isEmpty { throw HubStoreError.handleTaken }
        }
    }

    public func account(handleKey: String) async throws(HubStoreError) -> HubAccountRecord? {
        let logger = self.logger
        return try await read { connection in
            try await connection.query(
                "SELECT \(unescaped: PostgresHubRows.accountColumns) FROM accounts a WHERE a.handle_key = \(handleKey)",
                logger: logger
            ).all().first.map(PostgresHubRows.account)
        }
    }

    public func createSession(_ session: HubSessionRecord) async throws(HubStoreError) {
        let logger = self.logger
        try await read { connection in
            try await connection.query(
                """
                INSERT INTO sessions (token_hash, account_id, created_at, expires_at)
                VALUES (\(session.tokenHash), \(session.accountId), \(PostgresHubRows.seconds(session.createdAt)),
                    \(PostgresHubRows.seconds(session.expiresAt)))
                """, logger: logger
            ).consume()
        }
    }

    public func signedIn(tokenHash: String, at now: Date) async throws(HubStoreError) -> HubSignedIn? {
        let epoch = PostgresHubRows.seconds(now)
        let logger = self.logger
        return try await read { connection in
            let rows = try await connection.run(PostgresHubStatements.SignedIn.self, tokenHash, epoch, logger: logger)
            guard let row = rows.first else { return nil }
            return HubSignedIn(
                account: try PostgresHubRows.account(row),
                expiresAt: PostgresHubRows.date(try row[6].decode(Int64.self)),
                blocksAnyone: try row[7].decode(Bool.self))
        }
    }

    public func deleteSession(tokenHash: String) async throws(HubStoreError) {
        let logger = self.logger
        try await read { connection in
            try await connection.query("DELETE FROM sessions WHERE token_hash = \(tokenHash)", logger: logger).consume()
        }
    }

    public func setBlock(
        blockerId: String, blockedHandleKey: String, on: Bool, at now: Date
    ) async throws(HubStoreError) {
        let logger = self.logger
        try await write { connection in
            let found = try await connection.query(
                "SELECT id FROM accounts WHERE handle_key = \(blockedHandleKey)", logger: logger
            ).all()
            guard let blockedId = try found.first?[0].decode(String.self) else { throw HubStoreError.notFound }
            guard blockedId != blockerId else {
                // Unblocking oneself is already true; blocking oneself is a mistake worth saying.
                if !on { return }
                throw HubStoreError.invalid(field: "handle", message: "you cannot block yourself")
            }
            // The blocker's row lock orders this block with any comment on the blocker's posts (which holds the
            // same row FOR SHARE while it checks blocks): a comment that has not committed yet waits for the block.
            try await connection.query(
                "SELECT 1 FROM accounts WHERE id = \(blockerId) FOR NO KEY UPDATE", logger: logger
            ).consume()
            if on {
                try await connection.query(
                    """
                    INSERT INTO blocks (blocker_id, blocked_id, created_at)
                    VALUES (\(blockerId), \(blockedId), \(PostgresHubRows.seconds(now))) ON CONFLICT DO NOTHING
                    """, logger: logger
                ).consume()
            } else {
                try await connection.query(
                    "DELETE FROM blocks WHERE blocker_id = \(blockerId) AND blocked_id = \(blockedId)", logger: logger
                ).consume()
            }
        }
    }

    public func blocks(blockerId: String) async throws(HubStoreError) -> [HubBlockRecord] {
        let logger = self.logger
        return try await read { connection in
            try await connection.query(
                """
                SELECT b.blocker_id, b.blocked_id, a.handle, b.created_at FROM blocks b
                JOIN accounts a ON a.id = b.blocked_id WHERE b.blocker_id = \(blockerId)
                ORDER BY b.created_at DESC, a.handle_key
                """, logger: logger
            ).all().map { row in
                HubBlockRecord(
                    blockerId: try row[0].decode(String.self), blockedId: try row[1].decode(String.self),
                    blockedHandle: try row[2].decode(String.self),
                    createdAt: PostgresHubRows.date(try row[3].decode(Int64.self)))
            }
        }
    }
}
