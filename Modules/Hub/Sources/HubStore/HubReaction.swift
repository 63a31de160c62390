/// A signed-in reader's mark on a post.
/// 登录读者对帖子的标记。
public enum HubReaction: String, Hashable, Sendable, CaseIterable {
    case like
    case save
}
