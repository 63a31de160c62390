import HubRules
import Logging
import Prometheus
import Shared

/// What the server needs from the world, injected by the composition root (live) or tests (manual).
/// 服务器需要的外部能力，由组合根（真实实现）或测试（手动实现）注入。
public struct HubDependencies: Sendable {
    public var clock: any WallClock
    public var ids: any IDProvider
    public var secrets: any HubSecretGenerator
    public var passwords: any HubPasswordHasher
    public var rateLimits: HubRateLimitPolicy
    public var logger: Logger
    /// Where `/metrics` reads from; one registry per application, never the process-wide default.
    public var metrics: PrometheusCollectorRegistry

    public init(
        clock: any WallClock, ids: any IDProvider, secrets: any HubSecretGenerator, passwords: any HubPasswordHasher,
        rateLimits: HubRateLimitPolicy = .standard, logger: Logger,
        metrics: PrometheusCollectorRegistry = PrometheusCollectorRegistry()
    ) {
        self.clock = clock
        self.ids = ids
        self.secrets = secrets
        self.passwords = passwords
        self.rateLimits = rateLimits
        self.logger = logger
        self.metrics = metrics
    }
}
