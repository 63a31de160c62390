/// The codes of `HubErrorDetail.code`; clients branch on these, never on messages.
/// `HubErrorDetail.code` 的取值；客户端据此分支，而非依据消息文本。
public enum HubErrorCode: String, Codable, Sendable, CaseIterable {
    case invalidJSON = "invalid_json"
    case invalidField = "invalid_field"
    case invalidPlan = "invalid_plan"
    case payloadTooLarge = "payload_too_large"
    case unauthorized
    case forbidden
    case notFound = "not_found"
    case methodNotAllowed = "method_not_allowed"
    case handleTaken = "handle_taken"
    case duplicatePost = "duplicate_post"
    case commentsClosed = "comments_closed"
    case blocked
    case suspended
    case rateLimited = "rate_limited"
    case unavailable
    case internalError = "internal"
}
