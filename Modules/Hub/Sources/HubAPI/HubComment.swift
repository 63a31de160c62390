import Foundation

/// One comment under a post.
/// 帖子下的一条评论。
public struct HubComment: Codable, Sendable, Equatable {
    public let id: String
    public let postId: String
    public let author: String
    public let text: String
    public let createdAt: Date

    public init(id: String, postId: String, author: String, text: String, createdAt: Date) {
        self.id = id
        self.postId = postId
        self.author = author
        self.text = text
        self.createdAt = createdAt
    }
}
