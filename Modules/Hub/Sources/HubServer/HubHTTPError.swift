import HTTPTypes
import HubAPI
import HubRules
import HubStore

/// An answer that is not a success: status, the JSON error body, and `Retry-After` for 429.
/// 非成功的答复：状态码、JSON 错误体，以及 429 时的 `Retry-After`。
struct HubHTTPError: Error {
    let status: HTTPResponse.Status
    let body: HubErrorBody
    let retryAfterSeconds: Int?

    init(
        _ status: HTTPResponse.Status, _ code: HubErrorCode, _ message: String, field: String? = nil,
        existingId: String? = nil, retryAfterSeconds: Int? = nil
    ) {
        self.status = status
        body = HubErrorBody(error: HubErrorDetail(code: code, message: message, field: field), existingId: existingId)
        self.retryAfterSeconds = retryAfterSeconds
    }

    /// 400 naming the refused field.
    init(_ input: HubInputError) {
        self.init(.badRequest, .invalidField, input.message, field: input.field)
    }

    static let unauthorized = HubHTTPError(
        .unauthorized, .unauthorized, "sign in first: send Authorization: Bearer <token> from POST /v1/sessions")
    static let notFound = HubHTTPError(
        .notFound, .notFound, "no such post, comment or account (or it is not visible to you)")

    /// 429 with the limit's sentence and when to retry.
    static func limited(_ decision: HubRateDecision) -> HubHTTPError? {
        guard case .limited(_, let seconds) = decision, let sentence = decision.sentence else { return nil }
        return HubHTTPError(.tooManyRequests, .rateLimited, sentence, retryAfterSeconds: seconds)
    }

    /// The answer for a store refusal; failures become 503 without their details.
    init(_ error: HubStoreError) {
        switch error {
        case .notFound: self = .notFound
        case .forbidden: self.init(.forbidden, .forbidden, "only the author may do this")
        case .handleTaken: self.init(.conflict, .handleTaken, "this handle is taken; choose another", field: "handle")
        case .duplicatePost(let existing):
            self.init(
                .conflict, .duplicatePost, "you already published this content as post \(existing)",
                existingId: existing)
        case .commentsClosed: self.init(.forbidden, .commentsClosed, "the author closed comments on this post")
        case .blocked: self.init(.forbidden, .blocked, "you cannot comment on this post")
        case .suspended: self.init(.forbidden, .suspended, "this account is suspended")
        case .invalid(let field, let message): self.init(.badRequest, .invalidField, message, field: field)
        case .notAHubDatabase, .unavailable:
            self.init(.serviceUnavailable, .unavailable, "the hub's store is unavailable; try again shortly")
        }
    }
}
