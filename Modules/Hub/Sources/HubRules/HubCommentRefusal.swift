/// Why a comment may not be written.
/// 不能发表评论的原因。
public enum HubCommentRefusal: Hashable, Sendable {
    case closed
    case blocked
}
