import HubStore
import Logging
import PostgresNIO

extension PostgresHubStore {
    public func migrate() async throws(HubStoreError) {
        let logger = self.logger
        let location = self.location
        try await read { connection in
            // A session-level advisory lock: a second instance waits here until the first has finished, then finds
            // nothing left to do. PostgreSQL releases it if this connection dies.
            let lock = PostgresHubSchema.migrationLock
            try await connection.query("SELECT pg_advisory_lock(\(lock))", logger: logger).consume()
            do {
                try await Self.migrateHoldingLock(connection, location: location, logger: logger)
            } catch {
                try? await connection.query("SELECT pg_advisory_unlock(\(lock))", logger: logger).consume()
                throw error
            }
            try await connection.query("SELECT pg_advisory_unlock(\(lock))", logger: logger).consume()
        }
    }

    /// The versions this database has, each applied migration in its own transaction.
    private static func migrateHoldingLock(
        _ connection: PostgresConnection, location: String, logger: Logger
    ) async throws {
        let state = try await connection.query(
            """
            SELECT to_regclass('hub_migrations') IS NOT NULL,
                (SELECT count(*) FROM pg_tables WHERE schemaname = current_schema())
            """, logger: logger
        ).all()
        let known = try state.first.map { try ($0[0].decode(Bool.self), $0[1].decode(Int.self)) } ?? (false, 0)
        if !known.0 && known.1 > 0 {
            throw HubStoreError.notAHubDatabase(
                "\(location) holds tables of another program; give the hub its own database")
        }
        try await connection.query(
            """
            CREATE TABLE IF NOT EXISTS hub_migrations (
                version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())
            """, logger: logger
        ).consume()
        var applied: Set<Int> = []
        for try await version in try await connection.query("SELECT version FROM hub_migrations", logger: logger)
            .decode(Int.self)
        {
            applied.insert(version)
        }
        let newest = PostgresHubSchema.migrations.last?.version ?? 0
        if let highest = applied.max(), highest > newest {
            throw HubStoreError.notAHubDatabase(
                "\(location) is at schema version \(highest), newer than this interfit-hub's \(newest)")
        }
        for migration in PostgresHubSchema.migrations where !applied.contains(migration.version) {
            try await connection.withTransaction(logger: logger) { connection in
                for statement in migration.statements {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger).consume()
                }
                try await connection.query(
                    "INSERT INTO hub_migrations (version, name) VALUES (\(migration.version), \(migration.name))",
                    logger: logger
                ).consume()
            }
            logger.notice(
                "migrated", metadata: ["database": .string(location), "version": .stringConvertible(migration.version)])
        }
    }
}
