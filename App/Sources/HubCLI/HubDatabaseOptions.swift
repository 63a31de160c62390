import ArgumentParser
import Foundation
import HubAdmin
import HubPostgres
import HubStore
import Logging
import Shared

/// `--db sqlite:PATH|postgres://…`, shared by every command that opens the store.
/// `--db sqlite:PATH|postgres://…`，所有打开存储的命令共用。
struct HubDatabaseOptions: ParsableArguments {
    @Option(
        name: .long,
        help:
            "sqlite:PATH or postgres://USER@HOST:PORT/DB (default: $INTERFIT_HUB_DB, else $XDG_DATA_HOME/interfit-hub/hub.sqlite)."
    )
    var db: String?

    /// Where the store is: `--db`, else `INTERFIT_HUB_DB`, else the embedded default.
    func location() throws(HubAdminError) -> HubDatabaseLocation {
        try HubDatabaseLocation.resolve(flag: db, environment: ProcessInfo.processInfo.environment)
    }

    /// A PostgreSQL store over `url` (not connected until its pool runs).
    static func postgres(_ url: String, logger: Logger, connections: Int = 20) throws(HubAdminError) -> PostgresHubStore
    {
        do {
            return PostgresHubStore(
                configuration: try PostgresHubURL.configuration(url, connections: connections),
                location: PostgresHubURL.redacted(url), logger: logger)
        } catch {
            throw HubOperator.failure(error)
        }
    }

    /// Opens and migrates the store, runs `body` with the operator over it, then closes it.
    func withOperator<T>(_ body: (HubOperator) async throws(HubAdminError) -> T) async throws(HubAdminError) -> T {
        let location = try location()
        switch location {
        case .sqlite(let path):
            let store = try await HubOperator.openSQLite(path: path)
            defer { try? store.close() }
            return try await body(
                HubOperator(
                    store: store, location: location.description, clock: SystemWallClock(), ids: RandomIDProvider()))
        case .postgres(let url):
            var logger = Logger(label: "interfit-hub")
            logger.logLevel = .error  // the pool warns when a command leases before its run loop started
            let store = try Self.postgres(url, logger: logger, connections: 4)
            return try await store.using { store throws(HubAdminError) in
                do throws(HubStoreError) { try await store.migrate() } catch { throw HubOperator.failure(error) }
                return try await body(
                    HubOperator(
                        store: store, location: location.description, clock: SystemWallClock(), ids: RandomIDProvider())
                )
            }
        }
    }
}
