import Foundation
import HubAPI
import HubAdmin
import HubPostgres
import HubStore
import HubStoreTesting
import PostgresNIO
import SharedTesting
import Testing

/// The store suite against a real PostgreSQL, plus migrations (versioned, locked, refusing foreign databases).
@Suite(
    .enabled(
        if: PostgresTestDatabase.serverURL != nil,
        "INTERFIT_HUB_TEST_POSTGRES is unset: run under scripts/testing/postgres.sh run -- swift test"))
struct PostgresHubStoreTests {
    @Test(arguments: HubStoreSuite.checks)
    func postgres(_ check: HubStoreSuite.Check) async throws {
        try await PostgresTestDatabase.withStore { store in
            try await check.run(HubStoreFixture(store: store))
        }
    }

    @Test func fourInstancesMigratingAtOnceAllSucceedAndApplyEachVersionOnce() async throws {
        try await PostgresTestDatabase.withDatabase { url in
            let stores = (0..<4).map { _ in
                PostgresHubStore(
                    configuration: try! PostgresHubURL.configuration(url, connections: 2), location: url,
                    logger: PostgresTestDatabase.logger)
            }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for store in stores {
                    group.addTask { try await store.using { store in try await store.migrate() } }
                }
                try await group.waitForAll()
            }
            let again = PostgresHubStore(
                configuration: try PostgresHubURL.configuration(url, connections: 2), location: url,
                logger: PostgresTestDatabase.logger)
            try await again.using { store in
                try await store.migrate()  // again: nothing to do
                let versions = try await Self.versions(url)
                #expect(versions == [1])
                try await store.checkHealth()
            }
        }
    }

    @Test func aForeignOrNewerDatabaseIsRefused() async throws {
        try await PostgresTestDatabase.withDatabase { url in
            try await Self.execute(url, "CREATE TABLE plans (id text)")
            let store = PostgresHubStore(
                configuration: try PostgresHubURL.configuration(url), location: "db",
                logger: PostgresTestDatabase.logger)
            await store.using { store in
                await #expect(
                    throws: HubStoreError.notAHubDatabase(
                        "db holds tables of another program; give the hub its own database")
                ) {
                    try await store.migrate()
                }
            }
        }
        try await PostgresTestDatabase.withStore { store in
            try await Self.execute(store.location, "INSERT INTO hub_migrations (version, name) VALUES (99, 'future')")
            await #expect(throws: HubStoreError.self) { try await store.migrate() }
        }
    }

    @Test func seedWritesSearchableSyntheticDataWithCopy() async throws {
        try await PostgresTestDatabase.withStore { store in
            let hubOperator = HubOperator(
                store: store, location: "postgres", clock: ManualWallClock(), ids: SequentialIDProvider())
            let line = try await hubOperator.seed(posts: 500, accounts: 20, seed: 7)
            #expect(line == "seeded 20 synthetic accounts and 500 synthetic posts into postgres")
            let listing = try await store.searchPosts(
                HubPostSearch(
                    query: HubPostQuery(text: "synthetic", limit: 100), terms: ["synthetic"], cursor: nil,
                    viewerId: nil))
            #expect(listing.posts.count == 100)
            #expect(
                listing.posts.allSatisfy {
                    $0.title.hasPrefix("[synthetic] ") && $0.authorHandle.hasPrefix("synthetic-")
                })
            let first = try #require(listing.posts.first)
            let full = try #require(try await store.post(id: first.id, viewerId: nil))
            #expect(full.detail?.planJSON.first == UInt8(ascii: "{"))  // bytea through COPY's text form
            #expect(try await store.account(handleKey: "synthetic-000020")?.passwordHash == "!")
            #expect(try await store.syntheticAccountCount() == 20)
            // The seed into an empty table dropped the secondary indexes and built them again at its end.
            let indexes = try await Self.integer(
                store.location, "SELECT count(*)::integer FROM pg_indexes WHERE tablename = 'posts'")
            #expect(indexes == 8)
        }
    }

    @Test func urlsNameASocketFolderOrAHostAndNeverShowThePassword() throws {
        #expect(PostgresHubURL.redacted("postgres://hub:secret@db:5432/hub") == "postgres://hub@db:5432/hub")
        #expect(throws: HubStoreError.self) { try PostgresHubURL.configuration("postgres://db/hub") }
        #expect(throws: HubStoreError.self) { try PostgresHubURL.configuration("postgres://hub@db") }
        #expect(throws: HubStoreError.self) { try PostgresHubURL.configuration("postgres://hub@db/hub?sslmode=maybe") }
        let socket = try PostgresHubURL.configuration("postgres://hub@localhost/hub?host=/tmp/pg&port=6000")
        #expect(socket.unixSocketPath == "/tmp/pg/.s.PGSQL.6000")
        let tcp = try PostgresHubURL.configuration("postgresql://hub:pw@db.example:6543/hub?sslmode=disable")
        #expect(
            (tcp.host, tcp.port, tcp.username, tcp.password, tcp.database) == ("db.example", 6543, "hub", "pw", "hub"))
    }

    /// The migration versions recorded in the database at `url`.
    static func versions(_ url: String) async throws -> [Int] {
        let client = PostgresClient(configuration: try PostgresHubURL.configuration(url, connections: 1))
        let pool = Task { await client.run() }
        defer { pool.cancel() }
        var versions: [Int] = []
        for try await version in try await client.query(
            "SELECT version FROM hub_migrations ORDER BY version", logger: PostgresTestDatabase.logger
        ).decode(Int.self) {
            versions.append(version)
        }
        return versions
    }

    /// The integer one constant query answers on the database at `url`.
    static func integer(_ url: String, _ sql: String) async throws -> Int {
        let client = PostgresClient(configuration: try PostgresHubURL.configuration(url, connections: 1))
        let pool = Task { await client.run() }
        defer { pool.cancel() }
        for try await value in try await client.query(
            PostgresQuery(unsafeSQL: sql), logger: PostgresTestDatabase.logger
        )
        .decode(Int32.self) {
            return Int(value)
        }
        return -1
    }

    /// Runs one constant statement on the database at `url`.
    static func execute(_ url: String, _ sql: String) async throws {
        let client = PostgresClient(configuration: try PostgresHubURL.configuration(url, connections: 1))
        let pool = Task { await client.run() }
        defer { pool.cancel() }
        try await client.query(PostgresQuery(unsafeSQL: sql), logger: PostgresTestDatabase.logger)
    }
}
