import HubRules

/// One page of comments and the cursor after its last row (nil on the last page).
/// 一页评论及其最后一行之后的游标（最后一页为 nil）。
public struct HubCommentListing: Hashable, Sendable {
    public let comments: [HubCommentRecord]
    public let next: HubCursor?

    public init(comments: [HubCommentRecord], next: HubCursor?) {
        self.comments = comments
        self.next = next
    }
}
