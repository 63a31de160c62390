/// The body of `POST /v1/posts/{id}/comments`: at most 1000 characters, no control characters.
/// `POST /v1/posts/{id}/comments` 的请求体：不超过 1000 个字符，不含控制字符。
public struct HubCommentDraft: Codable, Sendable, Equatable {
    public let text: String

    public init(text: String) {
        self.text = text
    }
}
