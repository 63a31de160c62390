import Foundation

/// One person the caller has blocked.
/// 调用者屏蔽的一个人。
public struct HubBlock: Codable, Sendable, Equatable {
    public let handle: String
    public let createdAt: Date

    public init(handle: String, createdAt: Date) {
        self.handle = handle
        self.createdAt = createdAt
    }
}
