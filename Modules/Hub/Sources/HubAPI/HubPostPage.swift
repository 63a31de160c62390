/// One page of posts and the cursor of the next (`null` on the last page).
/// 一页帖子及下一页的游标（最后一页为 `null`）。
public struct HubPostPage: Codable, Sendable, Equatable {
    public let posts: [HubPost]
    public let nextCursor: String?

    public init(posts: [HubPost], nextCursor: String?) {
        self.posts = posts
        self.nextCursor = nextCursor
    }

    private enum CodingKeys: String, CodingKey {
        case posts, nextCursor
    }

    /// Writes `"nextCursor": null` on the last page, so a client sees the key either way.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(posts, forKey: .posts)
        try container.encode(nextCursor, forKey: .nextCursor)
    }
}
