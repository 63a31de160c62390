import Foundation
import HTTPTypes
import HubAPI
import Hummingbird
import NIOCore

/// Builds JSON answers with the hub's encoder.
/// 使用社区中心的编码器构建 JSON 答复。
enum HubJSONResponse {
    private static let encoder = HubJSON.encoder()

    static func make(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        // The wire types hold strings, numbers, dates and arrays: encoding cannot fail.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    static func error(_ error: HubHTTPError) -> Response {
        var response = make(error.body, status: error.status)
        if let seconds = error.retryAfterSeconds { response.headers[HTTPField.Name("Retry-After")!] = String(seconds) }
        return response
    }

    /// 204 No Content.
    static var noContent: Response { Response(status: .noContent) }
}
