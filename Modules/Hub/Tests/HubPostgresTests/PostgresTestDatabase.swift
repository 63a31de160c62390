import Foundation
import HubPostgres
import HubStore
import Logging
import PostgresNIO

/// A fresh, empty database per test inside the cluster `scripts/testing/postgres.sh run` started, dropped after.
/// 在 `scripts/testing/postgres.sh run` 启动的集群中为每个测试创建全新的空数据库，测试后删除。
enum PostgresTestDatabase {
    /// The cluster's URL (database `postgres`), or nil when the tests run without a server.
    static let serverURL = ProcessInfo.processInfo.environment["INTERFIT_HUB_TEST_POSTGRES"].flatMap {
        $0.isEmpty ? nil : $0
    }

    static var logger: Logger {
        var logger = Logger(label: "hub-postgres-test")
        logger.logLevel = .critical
        return logger
    }

    /// `serverURL` naming the database `name` instead.
    static func url(database name: String) -> String {
        var components = URLComponents(string: serverURL ?? "")!
        components.path = "/" + name
        return components.string!
    }

    /// Creates a database, runs `body` with its URL, drops it.
    static func withDatabase(_ body: (String) async throws -> Void) async throws {
        let name = "hub_test_\(ProcessInfo.processInfo.processIdentifier)_\(UInt32.random(in: 0...UInt32.max))"
        let admin = PostgresClient(configuration: try PostgresHubURL.configuration(serverURL ?? "", connections: 2))
        let pool = Task { await admin.run() }
        defer { pool.cancel() }
        // The name is made of digits and letters here, never of input: DDL cannot take it as a parameter.
        try await admin.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), logger: logger)
        do {
            try await body(url(database: name))
        } catch {
            _ = try? await admin.query(PostgresQuery(unsafeSQL: "DROP DATABASE \(name) WITH (FORCE)"), logger: logger)
            throw error
        }
        try await admin.query(PostgresQuery(unsafeSQL: "DROP DATABASE \(name) WITH (FORCE)"), logger: logger)
    }

    /// A migrated store over a fresh database, its pool running for `body`.
    static func withStore(_ body: (PostgresHubStore) async throws -> Void) async throws {
        try await withDatabase { url in
            let store = PostgresHubStore(
                configuration: try PostgresHubURL.configuration(url, connections: 8), location: url, logger: logger)
            try await store.using { store in
                try await store.migrate()
                try await body(store)
            }
        }
    }
}
