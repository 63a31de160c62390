import Foundation
import HubAPI
import HubRules
import HubStore
import PostgresNIO

extension PostgresHubStore: HubBulkLoading {
    /// Into an empty posts table the indexes are built once at the end (faster than row by row), even when `body` fails.
    public func bulkLoad(_ body: () async throws(HubStoreError) -> Void) async throws(HubStoreError) {
        let logger = self.logger
        let empty = try await read { connection in
            let rows = try await connection.query("SELECT NOT EXISTS (SELECT 1 FROM posts)", logger: logger).all()
            return try rows.first?[0].decode(Bool.self) ?? false
        }
        guard empty else { return try await body() }
        try await write { connection in
            for index in PostgresHubSchema.postIndexes {
                // Constant names from the schema, never input: DDL takes no parameters.
                try await connection.query(
                    PostgresQuery(unsafeSQL: "DROP INDEX IF EXISTS \(index.name)"), logger: logger
                )
                .consume()
            }
        }
        var failure: HubStoreError?
        do { try await body() } catch { failure = error }
        try await read { connection in
            try await connection.query("SET maintenance_work_mem = '512MB'", logger: logger).consume()
            for index in PostgresHubSchema.postIndexes {
                try await connection.query(PostgresQuery(unsafeSQL: index.create), logger: logger).consume()
            }
            try await connection.query("RESET maintenance_work_mem", logger: logger).consume()
            try await connection.query("ANALYZE posts", logger: logger).consume()
        }
        if let failure { throw failure }
    }

    public func insertSynthetic(accounts: [HubAccountRecord], posts: [HubNewPost]) async throws(HubStoreError) {
        let logger = self.logger
        try await write { connection in
            var handles: [String: String] = [:]
            for account in accounts { handles[account.id] = account.handle }
            let missing = Array(Set(posts.map(\.authorId)).subtracting(handles.keys))
            if !missing.isEmpty {
                for row in try await connection.query(
                    "SELECT id, handle FROM accounts WHERE id = ANY(\(missing))", logger: logger
                ).all() {
                    handles[try row[0].decode(String.self)] = try row[1].decode(String.self)
                }
            }
            // COPY streams the rows in one statement per table: no row costs a round trip of its own.
            if !accounts.isEmpty {
                try await connection.copyFrom(
                    table: "accounts",
                    columns: ["id", "handle", "handle_key", "password_hash", "created_at", "suspended"],
                    logger: logger
                ) { writer in
                    var buffer = ByteBuffer()
                    for account in accounts {
                        PostgresCopyText.row(
                            [
                                PostgresCopyText.field(account.id), PostgresCopyText.field(account.handle),
                                PostgresCopyText.field(account.handleKey), PostgresCopyText.field(account.passwordHash),
                                String(PostgresHubRows.seconds(account.createdAt)), account.suspended ? "t" : "f",
                            ], into: &buffer)
                        if buffer.readableBytes > 1 << 20 {
                            try await writer.write(buffer)
                            buffer.clear()
                        }
                    }
                    if buffer.readableBytes > 0 { try await writer.write(buffer) }
                }
            }
            guard !posts.isEmpty else { return }
            guard posts.allSatisfy({ handles[$0.authorId] != nil }) else { throw HubStoreError.notFound }
            try await connection.copyFrom(table: "posts", columns: PostgresCopyText.postColumns, logger: logger) {
                writer in
                var buffer = ByteBuffer()
                for post in posts {
                    PostgresCopyText.row(
                        PostgresCopyText.post(post, authorHandle: handles[post.authorId] ?? ""), into: &buffer)
                    if buffer.readableBytes > 1 << 20 {
                        try await writer.write(buffer)
                        buffer.clear()
                    }
                }
                if buffer.readableBytes > 0 { try await writer.write(buffer) }
            }
        }
    }
}
