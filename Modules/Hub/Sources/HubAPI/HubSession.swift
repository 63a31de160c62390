import Foundation

/// A signed-in session: the bearer token (shown once, stored by the hub only as a hash) and its expiry.
/// 已登录的会话：持有者令牌（只显示一次，社区中心只存其哈希）及其到期时间。
public struct HubSession: Codable, Sendable, Equatable {
    public let token: String
    public let expiresAt: Date
    public let handle: String

    public init(token: String, expiresAt: Date, handle: String) {
        self.token = token
        self.expiresAt = expiresAt
        self.handle = handle
    }
}
