import Foundation

/// A stored account: ids, the handle as registered and its uniqueness key, the password hash.
/// 存储的账号：编号、注册时的账号名及其唯一键、密码哈希。
public struct HubAccountRecord: Hashable, Sendable {
    public let id: String
    public let handle: String
    /// NFKC + case-folded handle; unique.
    public let handleKey: String
    /// bcrypt; `!` for synthetic accounts that can never sign in.
    public let passwordHash: String
    public let createdAt: Date
    public let suspended: Bool

    public init(id: String, handle: String, handleKey: String, passwordHash: String, createdAt: Date, suspended: Bool) {
        self.id = id
        self.handle = handle
        self.handleKey = handleKey
        self.passwordHash = passwordHash
        self.createdAt = createdAt
        self.suspended = suspended
    }
}
