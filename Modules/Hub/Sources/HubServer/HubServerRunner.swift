import HubStore
import Logging
import ServiceLifecycle

/// Runs the hub until SIGTERM or SIGINT, then lets in-flight requests finish before returning.
/// 运行社区中心直到收到 SIGTERM 或 SIGINT，然后等待进行中的请求完成后返回。
public enum HubServerRunner {
    /// Migrates and serves `store` with `services` (a pool) beside it; returns once drained and stopped.
    public static func run(
        _ store: some HubStore, engine: String, dependencies: HubDependencies, configuration: HubServerConfiguration,
        services: [any Service] = []
    ) async throws {
        let logger = dependencies.logger
        let application = HubApplication.buildApplication(
            store, engine: engine, dependencies: dependencies, configuration: configuration, services: services
        ) { port in
            logger.notice("interfit-hub listening", metadata: ["address": "http://\(configuration.host):\(port)"])
        }
        let group = ServiceGroup(
            configuration: .init(
                services: [application], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        try await group.run()
        logger.notice("interfit-hub stopped; every answered request was committed")
    }
}

/// A service beside the server (a connection pool), named here so the composition root needs no extra import.
public typealias HubService = Service
