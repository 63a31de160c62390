import Foundation

/// `GET /v1/sessions/current`: whose token this is and until when it holds.
/// `GET /v1/sessions/current`：此令牌属于谁，有效期到何时。
public struct HubWhoAmI: Codable, Sendable, Equatable {
    public let handle: String
    public let expiresAt: Date

    public init(handle: String, expiresAt: Date) {
        self.handle = handle
        self.expiresAt = expiresAt
    }
}
