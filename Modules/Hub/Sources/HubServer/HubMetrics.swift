import Metrics
import Prometheus
import Synchronization

/// The hub's metrics (swift-metrics over a Prometheus registry): requests, latencies, store errors.
/// 社区中心的指标（基于 Prometheus 注册表的 swift-metrics）：请求数、延迟、存储错误。
final class HubMetrics: Sendable {
    let registry: PrometheusCollectorRegistry
    private let factory: PrometheusMetricsFactory
    /// Each request's counter and timer, made once per kind: making one looks it up in the registry under its lock.
    private let instruments = Mutex<[Kind: Instruments]>([:])

    /// What a request is counted under.
    /// 请求计数所依据的类别。
    private struct Kind: Hashable {
        let method: String
        let route: String
        let status: Int
    }

    /// The counter and timer of one kind of request.
    /// 一类请求的计数器与计时器。
    private struct Instruments: Sendable {
        let requests: Metrics.Counter
        let duration: Metrics.Timer
    }

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
        let kind = Kind(method: method, route: route, status: status)
        let instruments = self.instruments.withLock { kept in
            if let found = kept[kind] { return found }
            let made = Instruments(
                requests: Metrics.Counter(
                    label: "hub_requests_total",
                    dimensions: [("method", method), ("route", route), ("status", String(status))], factory: factory),
                duration: Metrics.Timer(
                    label: "hub_request_duration_seconds", dimensions: [("route", route)], factory: factory))
            // Methods come from clients: past this many kinds the registry's own lookup is enough.
            if kept.count < 1024 { kept[kind] = made }
            return made
        }
        instruments.requests.increment()
        instruments.duration.recordNanoseconds(nanoseconds)
    }

    /// Counts one failure of the store (not a refusal).
    func storeError() {
        Counter(label: "hub_store_errors_total", factory: factory).increment()
    }

    /// The Prometheus text exposition.
    func exposition() -> String { registry.emitToString() }
}
