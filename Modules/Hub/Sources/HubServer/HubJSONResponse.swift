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
        raw(encoded(value), status: status)
    }

    /// The JSON bytes of `value`; the wire types hold strings, numbers, dates and arrays, so encoding cannot fail.
    static func encoded(_ value: some Encodable) -> Data {
        (try? encoder.encode(value)) ?? Data("{}".utf8)
    }

    /// An answer of JSON bytes already encoded.
    static func raw(_ data: Data, status: HTTPResponse.Status = .ok) -> Response {
        Response(
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
