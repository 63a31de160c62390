import Shared

/// A post's frozen version fetched to train or to copy: its name, content and where it came from.
/// 为训练或复制而获取的帖子冻结版本：名称、内容与来源。
public struct CommunityFetchedPlan: Hashable, Sendable {
    public let postId: String
    public let versionId: String
    public let name: String
    public let content: PlanContent
    /// Computed here from the content, never taken from the hub.
    public let contentHash: ContentHash

    public init(postId: String, versionId: String, name: String, content: PlanContent) {
        self.postId = postId
        self.versionId = versionId
        self.name = name
        self.content = content
        contentHash = ContentHash(content: content)
    }
}
