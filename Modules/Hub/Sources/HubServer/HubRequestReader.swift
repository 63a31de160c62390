import Foundation
import HTTPTypes
import HubAPI
import HubRules
import HubStore
import Hummingbird
import NIOCore
import Shared

/// Reads what a request carries: the body (≤ 1 MiB, UTF-8, not too deep, decoded), the query, the token.
/// 读取请求携带的内容：请求体（≤ 1 MiB、UTF-8、嵌套不过深、已解码）、查询串与令牌。
struct HubRequestReader: Sendable {
    let store: any HubStore
    let clock: any WallClock

    private static let decoder = HubJSON.decoder()

    /// The raw body bytes, refused with 413 past 1 MiB.
    static func bytes(of request: Request) async throws -> [UInt8] {
        if let length = request.headers[.contentLength].flatMap(Int.init),
            length > HubServerConfiguration.maximumBodyBytes
        {
            throw HubErrorMiddleware.translate(status: .contentTooLarge)
        }
        do {
            let buffer = try await request.body.collect(upTo: HubServerConfiguration.maximumBodyBytes)
            return Array(buffer.readableBytesView)
        } catch is NIOTooManyBytesError {
            throw HubErrorMiddleware.translate(status: .contentTooLarge)
        }
    }

    /// The body decoded as `T` after the byte checks; `member`'s raw bytes are returned too when asked.
    static func decode<T: Decodable>(
        _ type: T.Type, from request: Request, member: String? = nil
    ) async throws -> (value: T, member: [UInt8]?) {
        let body = try await bytes(of: request)
        let range: Range<Int>?
        do {
            range = try HubJSONInspector.inspect(body, member: member)
        } catch .invalidUTF8 {
            throw HubHTTPError(.badRequest, .invalidJSON, "the body is not valid UTF-8")
        } catch .tooDeep {
            throw HubHTTPError(
                .badRequest, .invalidJSON, "the body nests deeper than \(HubJSONInspector.maximumDepth) levels")
        } catch .notAnObject {
            throw HubHTTPError(.badRequest, .invalidJSON, "the body must be one JSON object")
        }
        do {
            let value = try decoder.decode(T.self, from: Data(body))
            return (value, range.map { Array(body[$0]) })
        } catch let error as DecodingError {
            throw Self.refusal(error)
        } catch {
            throw HubHTTPError(.badRequest, .invalidJSON, "the body is not valid JSON")
        }
    }

    /// A decoding failure as a 400 naming the field.
    private static func refusal(_ error: DecodingError) -> HubHTTPError {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
                .trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        switch error {
        case .keyNotFound(let key, let context):
            let field = path(context.codingPath + [key])
            return HubHTTPError(.badRequest, .invalidField, "\(field) is missing", field: field)
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let field = path(context.codingPath)
            return field.isEmpty
                ? HubHTTPError(.badRequest, .invalidJSON, "the body has the wrong shape")
                : HubHTTPError(.badRequest, .invalidField, "\(field) has the wrong type", field: field)
        case .dataCorrupted(let context):
            let field = path(context.codingPath)
            return field.isEmpty
                ? HubHTTPError(.badRequest, .invalidJSON, "the body is not valid JSON")
                : HubHTTPError(.badRequest, .invalidField, "\(field) has a value that is not allowed", field: field)
        @unknown default:
            return HubHTTPError(.badRequest, .invalidJSON, "the body is not valid JSON")
        }
    }

    /// The ordered query parameters.
    static func query(of request: Request) throws(HubInputError) -> [(name: String, value: String)] {
        try HubQueryString.parse(request.uri.query ?? "")
    }

    /// The bearer token, if the request carries an Authorization header of that scheme.
    static func bearerToken(of request: Request) -> String? {
        guard let header = request.headers[.authorization] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        let token = parts[1].trimmingSpaces()
        return token.isEmpty || token.utf8.count > 256 ? nil : token
    }

    /// The signed-in account; a request that sends a token must send a valid one (401 otherwise).
    func optionalAccount(_ request: Request) async throws -> HubSignedIn? {
        guard request.headers[.authorization] != nil else { return nil }
        guard let token = Self.bearerToken(of: request),
            let signedIn = try await store.signedIn(tokenHash: HubTokenHash.of(token), at: clock.now())
        else { throw HubHTTPError.unauthorized }
        return signedIn
    }

    /// The signed-in account, or 401.
    func account(_ request: Request) async throws -> HubSignedIn {
        guard let signedIn = try await optionalAccount(request) else { throw HubHTTPError.unauthorized }
        return signedIn
    }
}
