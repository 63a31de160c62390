/// `GET /health`: whether the store answered.
/// `GET /health`：存储是否有响应。
public struct HubHealth: Codable, Sendable, Equatable {
    /// `ok`, or `unavailable` (with status 503).
    public let status: String
    public let store: String

    public init(status: String, store: String) {
        self.status = status
        self.store = store
    }
}
