import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import Shared

/// Gives each request an id, logs one line per answer (never bodies, tokens or passwords) and counts it.
/// 为每个请求分配编号，每次答复记录一行日志（从不记录请求体、令牌或密码）并计数。
struct HubObservationMiddleware: RouterMiddleware {
    typealias Context = HubRequestContext
    let metrics: HubMetrics
    /// Whether the client's address may come from a loopback proxy's `X-Forwarded-For`.
    var trustsForwardedFor = false

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var context = context
        if trustsForwardedFor {
            context.forwardedAddress = HubRequestContext.forwardedAddress(request, peer: context.remoteAddress)
        }
        // Hummingbird already gives each request an id in its logger (a process-wide random prefix and a counter); the
        // answer carries the same one.
        context.requestID = context.id
        let start = ContinuousClock.now
        var response: Response
        do {
            response = try await next(request, context)
        } catch {
            // The error middleware sits inside; this catches only what escapes it.
            response = HubJSONResponse.error(HubErrorMiddleware.translate(status: .internalServerError))
        }
        let elapsed = start.duration(to: .now)
        let nanoseconds = elapsed.wholeNanoseconds
        let route = context.endpointPath ?? "unmatched"
        metrics.record(
            method: request.method.rawValue, route: route, status: response.status.code, nanoseconds: nanoseconds)
        response.headers[HTTPField.Name("X-Request-Id")!] = context.requestID
        context.logger.info(
            "answered",
            metadata: [
                "method": .string(request.method.rawValue), "path": .string(request.uri.path),
                "status": .stringConvertible(response.status.code),
                "ms": .string(String(Double(nanoseconds / 10_000) / 100)),
            ])
        return response
    }
}
