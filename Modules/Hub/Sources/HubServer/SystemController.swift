import HubAPI
import Hummingbird
import NIOCore

/// `GET /health`, `GET /metrics` (Prometheus text) and `GET /openapi.yaml` (the contract this build serves).
/// `GET /health`、`GET /metrics`（Prometheus 文本）与 `GET /openapi.yaml`（此版本提供的契约）。
struct SystemController: Sendable {
    let environment: HubControllerEnvironment
    let metrics: HubMetrics
    /// The store's engine, for `/health`.
    let engine: String

    func addRoutes(to router: Router<HubRequestContext>) {
        router.get("health", use: health)
        router.get("metrics", use: exposition)
        router.get("openapi.yaml", use: contract)
    }

    @Sendable func health(_ request: Request, context: HubRequestContext) async throws -> Response {
        do {
            try await environment.store.checkHealth()
            return HubJSONResponse.make(HubHealth(status: "ok", store: engine))
        } catch {
            metrics.storeError()
            return HubJSONResponse.make(HubHealth(status: "unavailable", store: engine), status: .serviceUnavailable)
        }
    }

    @Sendable func exposition(_ request: Request, context: HubRequestContext) async throws -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: metrics.exposition())))
    }

    @Sendable func contract(_ request: Request, context: HubRequestContext) async throws -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/yaml; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: HubOpenAPI.document)))
    }
}
