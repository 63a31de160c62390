import ArgumentParser
import HubAdmin

/// `interfit-hub migrate`: brings the store's schema to this build's version (`serve` does it too).
/// `interfit-hub migrate`：把存储的表结构升级到此版本（`serve` 也会执行）。
struct HubMigrateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Create or upgrade the hub's database, then exit (safe to run from several hosts at once).")

    @OptionGroup var database: HubDatabaseOptions

    func run() async throws {
        try await HubCommand.perform { () throws(HubAdminError) in
            try await database.withOperator { hubOperator throws(HubAdminError) in ["migrated \(hubOperator.location)"]
            }
        }
    }
}
