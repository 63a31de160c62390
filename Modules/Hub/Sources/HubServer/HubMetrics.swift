import Metrics
import Prometheus

/// The hub's metrics (swift-metrics over a Prometheus registry): requests, latencies, store errors.
/// 社区中心的指标（基于 Prometheus 注册表的 swift-metrics）：请求数、延迟、存储错误。
struct HubMetrics: Sendable {
    let registry: PrometheusCollectorRegistry
    private let factory: PrometheusMetricsFactory

    init(registry: PrometheusCollectorRegistry) {
        self.registry = registry
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10),
            .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250), .seconds(1),
        ]
        self.factory = factory
    }

    /// Counts one answered request and records its latency under its route pattern.
    func record(method: String, route: String, status: Int, nanoseconds: Int64) {
        Counter(
            label: "hub_requests_total",
            dimensions: [("method", method), ("route", route), ("status", String(status))],
            factory: factory
        ).increment()
        Timer(label: "hub_request_duration_seconds", dimensions: [("route", route)], factory: factory)
            .recordNanoseconds(nanoseconds)
    }

    /// Counts one failure of the store (not a refusal).
    func storeError() {
        Counter(label: "hub_store_errors_total", factory: factory).increment()
    }

    /// The Prometheus text exposition.
    func exposition() -> String { registry.emitToString() }
}
