import ArgumentParser
import HubAdmin
import HubRules
import HubServer
import HubStore
import Logging
import Shared

/// `interfit-hub serve`: migrates, then serves until SIGTERM (in-flight requests finish first).
/// `interfit-hub serve`：先迁移，再提供服务直到 SIGTERM（先完成进行中的请求）。
struct HubServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Run the hub (127.0.0.1:8787 and the embedded SQLite store by default).")

    @Option(help: "The address to listen on; 0.0.0.0 opens it to the network.") var host = "127.0.0.1"
    @Option(help: "The port to listen on (0: any free port).") var port = 8787
    @Option(help: "trace, debug, info, notice, warning, error or critical.") var logLevel = "info"
    @Option(help: "Multiply every rate limit by N (load tests on loopback only).") var limitScale = 1
    @Option(help: "PostgreSQL: the most connections this instance opens (all instances: ~2 per database core).")
    var poolSize = 8
    @Flag(help: "Behind a proxy on loopback (nginx): take the client's address from X-Forwarded-For.")
    var behindProxy = false
    @OptionGroup var database: HubDatabaseOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0–65535") }
        guard (1...1_000_000).contains(limitScale) else { throw ValidationError("--limit-scale must be 1–1000000") }
        guard (1...500).contains(poolSize) else { throw ValidationError("--pool-size must be 1–500") }
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level: unknown level \(logLevel)")
        }
    }

    func run() async throws {
        LoggingSystem.bootstrap(HubLogHandler.standardError)
        var logger = Logger(label: "interfit-hub")
        logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
        let dependencies = HubDependencies(
            clock: SystemWallClock(), ids: RandomIDProvider(), secrets: RandomHubSecretGenerator(),
            passwords: BcryptPasswordHasher(), rateLimits: HubRateLimitPolicy.standard.scaled(by: limitScale),
            logger: logger)
        var configuration = HubServerConfiguration(host: host, port: port)
        configuration.trustsForwardedFor = behindProxy
        do throws(HubAdminError) {
            switch try database.location() {
            case .sqlite(let path):
                let store = try await HubOperator.openSQLite(path: path)
                defer { try? store.close() }
                try await Self.serve(store, engine: "sqlite", dependencies, configuration)
            case .postgres(let url):
                var poolLogger = logger
                poolLogger.logLevel = max(logger.logLevel, .notice)
                let store = try HubDatabaseOptions.postgres(url, logger: poolLogger, connections: poolSize)
                // The pool is a service of the application: it starts first and stops after the server has drained.
                try await Self.serve(store, engine: "postgresql", dependencies, configuration, services: [store])
            }
        } catch {
            throw HubCommand.fail(error)
        }
    }

    /// Runs the server, turning a store failure at start (migration) into the operator's error.
    private static func serve(
        _ store: some HubStore, engine: String, _ dependencies: HubDependencies,
        _ configuration: HubServerConfiguration, services: [any HubService] = []
    ) async throws(HubAdminError) {
        do {
            try await HubServerRunner.run(
                store, engine: engine, dependencies: dependencies, configuration: configuration, services: services)
        } catch let error as HubStoreError {
            throw HubOperator.failure(error)
        } catch {
            throw .unavailable("\(error)")
        }
    }
}
