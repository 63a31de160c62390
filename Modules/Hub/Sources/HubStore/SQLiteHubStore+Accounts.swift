import Foundation
import GRDB
import HubRules
import Shared

extension SQLiteHubStore {
    public func consume(_ limit: HubRateLimit, key: String, at now: Date) async throws(HubStoreError) -> HubRateDecision
    {
        let epoch = Int(SQLiteHubRows.seconds(now))
        let start = limit.windowStart(at: epoch)
        let count = try await write { db in
            // Forget addresses and handles as soon as their window is over (a few rows per call).
            try db.execute(
                sql: """
                    DELETE FROM rate_windows WHERE key IN (
                        SELECT key FROM rate_windows WHERE expires_at <= ? LIMIT 16)
                    """, arguments: [epoch])
            return try Int.fetchOne(
                db,
                sql: """
                    INSERT INTO rate_windows (key, window_start, count, expires_at) VALUES (?, ?, 1, ?)
                    ON CONFLICT (key) DO UPDATE SET
                        count = CASE WHEN window_start = excluded.window_start THEN count + 1 ELSE 1 END,
                        window_start = excluded.window_start, expires_at = excluded.expires_at
                    RETURNING count
                    """, arguments: ["\(limit.name):\(key)", start, start + limit.windowSeconds]) ?? 1
        }
        return limit.decision(count: count, at: epoch)
    }

    public func peek(_ limit: HubRateLimit, key: String, at now: Date) async throws(HubStoreError) -> HubRateDecision {
        let epoch = Int(SQLiteHubRows.seconds(now))
        let start = limit.windowStart(at: epoch)
        let count = try await read { db in
            try Int.fetchOne(
                db, sql: "SELECT count FROM rate_windows WHERE key = ? AND window_start = ?",
                arguments: ["\(limit.name):\(key)", start]) ?? 0
        }
        return limit.decision(count: count + 1, at: epoch)
    }

    public func createAccount(_ account: HubAccountRecord) async throws(HubStoreError) {
        try await write { db in
            let taken =
                try Bool.fetchOne(
                    db, sql: "SELECT 1 FROM accounts WHERE handle_key = ?", arguments: [account.handleKey]) ?? false
            if taken { throw HubStoreError.handleTaken }
            try db.execute(
                sql: """
                    INSERT INTO accounts (id, handle, handle_key, password_hash, created_at, suspended)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    account.id, account.handle, account.handleKey, account.passwordHash,
                    SQLiteHubRows.seconds(account.createdAt), account.suspended,
                ])
        }
    }

    public func account(handleKey: String) async throws(HubStoreError) -> HubAccountRecord? {
        try await read { db in
            try Row.fetchOne(
                db, sql: "SELECT \(SQLiteHubRows.accountColumns) FROM accounts WHERE handle_key = ?",
                arguments: [handleKey]
            ).map(SQLiteHubRows.account)
        }
    }

    public func createSession(_ session: HubSessionRecord) async throws(HubStoreError) {
        try await write { db in
            try db.execute(
                sql: "INSERT INTO sessions (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
                arguments: [
                    session.tokenHash, session.accountId, SQLiteHubRows.seconds(session.createdAt),
                    SQLiteHubRows.seconds(session.expiresAt),
                ])
        }
    }

    public func signedIn(tokenHash: String, at now: Date) async throws(HubStoreError) -> HubSignedIn? {
        let epoch = SQLiteHubRows.seconds(now)
        return try await read { db in
            let columns = SQLiteHubRows.accountColumns.split(separator: ",").map {
                "a." + $0.trimmingSpaces()
            }
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT \(columns.joined(separator: ", ")), s.expires_at,
                            EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = a.id) FROM sessions s
                        JOIN accounts a ON a.id = s.account_id
                        WHERE s.token_hash = ? AND s.expires_at > ? AND a.suspended = 0
                        """, arguments: [tokenHash, epoch])
            else { return nil }
            return HubSignedIn(
                account: SQLiteHubRows.account(row), expiresAt: SQLiteHubRows.date(row[6]), blocksAnyone: row[7])
        }
    }

    public func deleteSession(tokenHash: String) async throws(HubStoreError) {
        try await write { db in
            try db.execute(sql: "DELETE FROM sessions WHERE token_hash = ?", arguments: [tokenHash])
        }
    }

    public func setBlock(
        blockerId: String, blockedHandleKey: String, on: Bool, at now: Date
    ) async throws(HubStoreError) {
        try await write { db in
            guard
                let blockedId = try String.fetchOne(
                    db, sql: "SELECT id FROM accounts WHERE handle_key = ?", arguments: [blockedHandleKey])
            else { throw HubStoreError.notFound }
            guard blockedId != blockerId else {
                // Unblocking oneself is already true; blocking oneself is a mistake worth saying.
                if !on { return }
                throw HubStoreError.invalid(field: "handle", message: "you cannot block yourself")
            }
            if on {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, ?)",
                    arguments: [blockerId, blockedId, SQLiteHubRows.seconds(now)])
            } else {
                try db.execute(
                    sql: "DELETE FROM blocks WHERE blocker_id = ? AND blocked_id = ?",
                    arguments: [blockerId, blockedId])
            }
        }
    }

    public func blocks(blockerId: String) async throws(HubStoreError) -> [HubBlockRecord] {
        try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT b.blocker_id, b.blocked_id, a.handle, b.created_at FROM blocks b
                    JOIN accounts a ON a.id = b.blocked_id WHERE b.blocker_id = ?
                    ORDER BY b.created_at DESC, a.handle_key
                    """, arguments: [blockerId]
            ).map { row in
                HubBlockRecord(
                    blockerId: row[0], blockedId: row[1], blockedHandle: row[2], createdAt: SQLiteHubRows.date(row[3]))
            }
        }
    }
}
