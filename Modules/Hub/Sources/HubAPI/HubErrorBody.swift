/// Every error the hub answers: `{"error":{"code","message","field"?},"existingId"?}` with the HTTP status.
/// 社区中心的每个错误答复：`{"error":{"code","message","field"?},"existingId"?}`，附 HTTP 状态码。
public struct HubErrorBody: Codable, Sendable, Equatable {
    public let error: HubErrorDetail
    /// On a duplicate publish (409): the post that already holds this content.
    public let existingId: String?

    public init(error: HubErrorDetail, existingId: String? = nil) {
        self.error = error
        self.existingId = existingId
    }
}
