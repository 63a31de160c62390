import Foundation
import HubAPI

/// A post as kept for `show --offline`: what the hub answered, and when.
/// 为 `show --offline` 保存的帖子：社区中心的答复及其时间。
public struct CommunityKeptPost: Codable, Sendable, Equatable {
    public let post: HubPost
    public let savedAt: Date

    public init(post: HubPost, savedAt: Date) {
        self.post = post
        self.savedAt = savedAt
    }
}
