/// One page of a post's comments, oldest first, and the cursor of the next (`null` on the last page).
/// 帖子评论的一页（最早的在前）及下一页的游标（最后一页为 `null`）。
public struct HubCommentPage: Codable, Sendable, Equatable {
    public let comments: [HubComment]
    public let nextCursor: String?

    public init(comments: [HubComment], nextCursor: String?) {
        self.comments = comments
        self.nextCursor = nextCursor
    }

    private enum CodingKeys: String, CodingKey {
        case comments, nextCursor
    }

    /// Writes `"nextCursor": null` on the last page.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(comments, forKey: .comments)
        try container.encode(nextCursor, forKey: .nextCursor)
    }
}
