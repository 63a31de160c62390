import Foundation
import HubAPI
import HubRules
import HubStore
import Logging
import PostgresNIO
import ServiceLifecycle
import Synchronization

/// The store for several hub instances: PostgreSQL through a pool of postgres-nio connections, run as a service.
/// 多实例社区中心的存储：通过 postgres-nio 连接池访问 PostgreSQL，作为服务运行。
public final class PostgresHubStore: HubStore, Service {
    // Every statement binds its values as parameters; the SQL text holds only constant fragments. Each method is one
    // transaction (or one statement), committed before it returns: with PostgreSQL's default synchronous_commit=on a
    // returned write is in the server's WAL on disk, so a 2xx survives a crash of the hub or of the database.

    let client: PostgresClient
    let logger: Logger
    /// Answers each operation even when PostgreSQL dies under it.
    private let watch = PostgresConnectionWatch()
    /// Fails calls that wait too long for a connection (PostgreSQL down), with one timer for all of them.
    private let deadlines = PostgresLeaseDeadlines()
    /// Where the store is, without a password, for messages.
    public let location: String

    /// A store over `configuration`; nothing connects until `run()` runs (as a service or in a task).
    public init(configuration: PostgresClient.Configuration, location: String, logger: Logger) {
        client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.logger = logger
        self.location = location
    }

    /// Runs the connection pool until cancelled or until a graceful shutdown of its service group.
    public func run() async throws {
        await client.run()
    }

    /// Runs `body` with the pool running beside it, then stops the pool for good (migrate, admin, tests): once per store.
    @discardableResult
    public func using<T, Failure: Error>(
        _ body: (PostgresHubStore) async throws(Failure) -> T
    ) async throws(Failure) -> T {
        let pool = Task { await self.client.run() }
        let result: Result<T, Failure>
        do {
            result = .success(try await body(self))
        } catch {
            result = .failure(error)
        }
        pool.cancel()
        await pool.value
        return try result.get()
    }

    public func checkHealth() async throws(HubStoreError) {
        try await read { connection in
            try await connection.query("SELECT 1", logger: self.logger).consume()
        }
    }

    public func dataVersion() async throws(HubStoreError) -> HubDataVersion {
        // The snapshot names every committed transaction: equal texts, equal data. A listing generation row bumped by
        // every write would serialize all writers of all instances on one row lock.
        try await read { connection in
            // The whole answer is read before the connection goes back to the pool.
            let rows = try await connection.run(PostgresHubStatements.DataVersion.self, logger: self.logger)
            return HubDataVersion(try rows.first?[0].decode(String.self) ?? "")
        }
    }

    // postgres-nio's pool keeps a lease waiting for 60 s (its circuit breaker) while PostgreSQL refuses connections.
    /// How long a call waits for a pooled connection before it answers that the store is unavailable.
    static let leaseDeadline: Duration = .seconds(5)

    /// Runs `body` on one pooled connection outside a transaction (a single statement, or reads).
    func read<T: Sendable>(
        _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws(HubStoreError) -> T {
        let watch = watch
        do {
            return try await leased { connection in
                try await watch.answer(on: connection) { try await body(connection) }
            }
        } catch {
            throw Self.mapped(error)
        }
    }

    /// Runs `body` in one transaction on a pooled connection: committed on return, rolled back when it throws.
    func write<T: Sendable>(
        _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws(HubStoreError) -> T {
        let logger = logger
        let watch = watch
        do {
            return try await leased { connection in
                try await watch.answer(on: connection) {
                    try await connection.withTransaction(logger: logger) { connection in try await body(connection) }
                }
            }
        } catch {
            throw Self.mapped(error)
        }
    }

    // The deadline covers the wait for a connection only, never the work done on it (a long seed batch is not cut).
    /// Runs `body` on a pooled connection, or fails with `.unavailable` when none is leased within `leaseDeadline`.
    private func leased<T: Sendable>(
        _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        let client = client
        let lease = LeaseState()
        let work = Task {
            try await client.withConnection { connection in
                guard lease.take() else { throw CancellationError() }
                return try await body(connection)
            }
        }
        let ticket = deadlines.add(after: Self.leaseDeadline) { if lease.expire() { work.cancel() } }
        defer { deadlines.remove(ticket) }
        do {
            return try await withTaskCancellationHandler {
                try await work.value
            } onCancel: {
                work.cancel()
            }
        } catch {
            if lease.isExpired { throw HubStoreError.unavailable("PostgreSQL: no connection within 5 s") }
            throw error
        }
    }

    /// Whether a call got its connection first or its deadline passed first: whichever comes first wins.
    /// 调用是先得到连接还是先超过期限：先到者为准。
    private final class LeaseState: Sendable {
        /// Where a call is: waiting for a connection, holding one, or past its deadline.
        /// 调用所处的阶段：等待连接、已持有连接，或已超过期限。
        private enum Phase { case waiting, taken, expired }
        private let phase = Mutex(Phase.waiting)

        /// The connection came: true unless the deadline already passed.
        func take() -> Bool {
            phase.withLock { phase in
                guard phase == .waiting else { return phase == .taken }
                phase = .taken
                return true
            }
        }

        /// The deadline passed: true unless the connection already came.
        func expire() -> Bool {
            phase.withLock { phase in
                guard phase == .waiting else { return phase == .expired }
                phase = .expired
                return true
            }
        }

        var isExpired: Bool { phase.withLock { $0 == .expired } }
    }

    /// A store error as it is, anything else as `.unavailable` with the server's message.
    static func mapped(_ error: any Error) -> HubStoreError {
        if let error = error as? HubStoreError { return error }
        if let transaction = error as? PostgresTransactionError {
            if let inner = transaction.closureError ?? transaction.beginError ?? transaction.commitError {
                return mapped(inner)
            }
        }
        if let error = error as? PSQLError {
            let message = error.serverInfo?[.message] ?? "\(error.code)"
            return .unavailable("PostgreSQL: \(message)")
        }
        return .unavailable("\(error)")
    }
}

extension PostgresRowSequence {
    /// Reads every row into random-access rows (answers here are one page at most).
    func all() async throws -> [PostgresRandomAccessRow] {
        var rows: [PostgresRandomAccessRow] = []
        for try await row in self { rows.append(row.makeRandomAccess()) }
        return rows
    }

    /// Drains the sequence (statements without rows, or whose rows are not needed).
    func consume() async throws {
        for try await _ in self {}
    }
}
