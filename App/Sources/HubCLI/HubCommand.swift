import ArgumentParser
import Foundation
import HubAdmin

/// `interfit-hub`: the community hub's server and operator commands.
/// `interfit-hub`：社区中心的服务器与运营命令。
public struct HubCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "interfit-hub",
        abstract: "The Interfit community hub: publish, find and fork interval-training plans.",
        discussion: """
            Exit codes: 0 done, 64 wrong command line, 65 not a hub database, 69 unavailable (e.g. PostgreSQL \
            cannot be reached), 74 file or database I/O failed.
            """,
        subcommands: [HubServeCommand.self, HubMigrateCommand.self, HubAdminCommand.self])

    public init() {}

    /// Parses the command line, runs the command and exits with its code (64 for a wrong command line).
    public static func start() async -> Never {
        do {
            var command = try parseAsRoot()
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
            Foundation.exit(0)
        } catch {
            Self.exit(withError: error)
        }
    }

    /// Runs an operator intent, printing its lines, or its error and exit code.
    static func perform(_ body: () async throws(HubAdminError) -> [String]) async throws {
        do {
            for line in try await body() { print(line) }
        } catch {
            throw fail(error)
        }
    }

    /// Prints `error` on standard error and answers its exit code.
    static func fail(_ error: HubAdminError) -> ExitCode {
        let text = Array("interfit-hub: \(error.message)\n".utf8)
        _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        return ExitCode(error.exitCode)
    }
}
