import HTTPTypes
import HubAPI
import HubRules
import HubStore
import Hummingbird
import Logging

/// Turns every error into the hub's JSON error with the right status: never HTML, never a stack trace.
/// 将每个错误转换为带正确状态码的社区中心 JSON 错误：从不返回 HTML 或堆栈。
struct HubErrorMiddleware: RouterMiddleware {
    typealias Context = HubRequestContext
    let metrics: HubMetrics
    let routes: HubRouteTable

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError where error.status == .notFound {
            // No route: a known path asked with another method is 405 with the methods it takes.
            let allowed = routes.methods(at: request.uri.path)
            guard !allowed.isEmpty else { return HubJSONResponse.error(translate(error, context: context)) }
            var response = HubJSONResponse.error(
                HubHTTPError(
                    .methodNotAllowed, .methodNotAllowed,
                    "\(request.method.rawValue) is not served here; use \(allowed.joined(separator: ", "))"))
            response.headers[.allow] = allowed.joined(separator: ", ")
            return response
        } catch {
            return HubJSONResponse.error(translate(error, context: context))
        }
    }

    private func translate(_ error: any Error, context: Context) -> HubHTTPError {
        switch error {
        case let error as HubHTTPError:
            return error
        case let error as HubInputError:
            return HubHTTPError(error)
        case let error as HubStoreError:
            if case .unavailable(let detail) = error {
                metrics.storeError()
                context.logger.error(
                    "store failed", metadata: ["requestID": .string(context.requestID), "detail": .string(detail)])
            }
            return HubHTTPError(error)
        case let error as any HTTPResponseError:
            return Self.translate(status: error.status)
        default:
            context.logger.error(
                "unexpected failure",
                metadata: ["requestID": .string(context.requestID), "error": .string("\(type(of: error))")])
            return HubHTTPError(
                .internalServerError, .internalError, "the hub failed on this request (id \(context.requestID))")
        }
    }

    /// Hummingbird's own refusals (no route, body too large, bad request) in the hub's words.
    static func translate(status: HTTPResponse.Status) -> HubHTTPError {
        switch status {
        case .notFound: return HubHTTPError(.notFound, .notFound, "no such endpoint; see GET /openapi.yaml")
        case .methodNotAllowed:
            return HubHTTPError(.methodNotAllowed, .methodNotAllowed, "this endpoint does not take this method")
        case .contentTooLarge:
            return HubHTTPError(
                .contentTooLarge, .payloadTooLarge,
                "the request body is larger than \(HubServerConfiguration.maximumBodyBytes) bytes (1 MiB)")
        case .unauthorized: return .unauthorized
        default:
            let code: HubErrorCode = status.code < 500 ? .invalidField : .internalError
            return HubHTTPError(status, code, status.reasonPhrase.isEmpty ? "request refused" : status.reasonPhrase)
        }
    }
}
