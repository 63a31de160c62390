import HubAPI

/// Who may see and change what: posts, comments and their authors.
/// 谁能查看与修改什么：帖子、评论及其作者。
public enum HubPermissions {
    /// Its author always sees a post; others only when it is public, not hidden, and its author not blocked by them.
    public static func canSee(
        visibility: HubVisibility, hidden: Bool, isAuthor: Bool, viewerBlockedAuthor: Bool
    ) -> Bool {
        if isAuthor { return true }
        return visibility == .public && !hidden && !viewerBlockedAuthor
    }

    /// Only the author changes a post (comments on/off, visibility).
    public static func canEdit(isAuthor: Bool) -> Bool { isAuthor }

    /// A comment is deleted by whoever wrote it, or by the author of the post it is under.
    public static func canDeleteComment(isCommenter: Bool, isPostAuthor: Bool) -> Bool {
        isCommenter || isPostAuthor
    }

    /// Nobody comments where comments are closed, nor on a post of someone who blocked them.
    public static func canComment(commentsEnabled: Bool, authorBlockedCommenter: Bool) -> HubCommentRefusal? {
        if authorBlockedCommenter { return .blocked }
        if !commentsEnabled { return .closed }
        return nil
    }
}
