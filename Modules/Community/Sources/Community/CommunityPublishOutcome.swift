import HubAPI

/// What publishing did: a new post, or the one that already holds this content by this author.
/// 发布的结果：一篇新帖子，或该作者已发布过相同内容的那篇帖子。
public enum CommunityPublishOutcome: Equatable, Sendable {
    case published(HubPost)
    /// The hub refused a duplicate and named the post that has this content.
    case duplicate(existingId: String)
}
