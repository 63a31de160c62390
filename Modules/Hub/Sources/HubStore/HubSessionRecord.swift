import Foundation

/// A stored session: the SHA-256 of its token (never the token), its account and its expiry.
/// 存储的会话：令牌的 SHA-256（从不存令牌本身）、所属账号与到期时间。
public struct HubSessionRecord: Hashable, Sendable {
    public let tokenHash: String
    public let accountId: String
    public let createdAt: Date
    public let expiresAt: Date

    public init(tokenHash: String, accountId: String, createdAt: Date, expiresAt: Date) {
        self.tokenHash = tokenHash
        self.accountId = accountId
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}
