import Foundation

/// One block: who blocked whom, and when.
/// 一次屏蔽：谁屏蔽了谁，何时。
public struct HubBlockRecord: Hashable, Sendable {
    public let blockerId: String
    public let blockedId: String
    public let blockedHandle: String
    public let createdAt: Date

    public init(blockerId: String, blockedId: String, blockedHandle: String, createdAt: Date) {
        self.blockerId = blockerId
        self.blockedId = blockedId
        self.blockedHandle = blockedHandle
        self.createdAt = createdAt
    }
}
