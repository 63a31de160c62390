import Foundation

/// A public account as the hub shows it: the handle as registered, and when.
/// 社区中心展示的公开账号：注册时的账号名及注册时间。
public struct HubAccount: Codable, Sendable, Equatable {
    public let handle: String
    public let createdAt: Date

    public init(handle: String, createdAt: Date) {
        self.handle = handle
        self.createdAt = createdAt
    }
}
