import HubRules

/// One page of posts and the cursor after its last row (nil on the last page).
/// 一页帖子及其最后一行之后的游标（最后一页为 nil）。
public struct HubPostListing: Hashable, Sendable {
    public let posts: [HubPostRecord]
    public let next: HubCursor?

    public init(posts: [HubPostRecord], next: HubCursor?) {
        self.posts = posts
        self.next = next
    }
}
