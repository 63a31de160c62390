import Foundation

/// A stored comment.
/// 存储的评论。
public struct HubCommentRecord: Hashable, Sendable {
    public let id: String
    public let sequence: Int64
    public let postId: String
    public let authorId: String
    public let authorHandle: String
    public let text: String
    public let createdAt: Date

    public init(
        id: String, sequence: Int64, postId: String, authorId: String, authorHandle: String, text: String,
        createdAt: Date
    ) {
        self.id = id
        self.sequence = sequence
        self.postId = postId
        self.authorId = authorId
        self.authorHandle = authorHandle
        self.text = text
        self.createdAt = createdAt
    }
}
