import ArgumentParser
import Foundation
import HubAdmin
import HubStore
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

    /// Opens and migrates the store.
    func open() async throws(HubAdminError) -> SQLiteHubStore {
        let location = try HubDatabaseLocation.resolve(flag: db, environment: ProcessInfo.processInfo.environment)
        return try await HubOperator.openStore(location)
    }

    /// The operator over the opened store, with the real clock and ids (this is the composition root).
    func openOperator() async throws(HubAdminError) -> HubOperator {
        HubOperator(store: try await open(), clock: SystemWallClock(), ids: RandomIDProvider())
    }
}
