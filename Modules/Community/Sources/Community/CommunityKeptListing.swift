import Foundation
import HubAPI

/// A listing as kept for `--offline` and `--more`: the query, every post shown so far, the next cursor, when.
/// 为 `--offline` 与 `--more` 保存的列表：查询、目前已显示的全部帖子、下一页游标及保存时间。
public struct CommunityKeptListing: Codable, Sendable, Equatable {
    public let source: CommunityListingSource
    public let query: CommunityKeptQuery
    public let posts: [HubPost]
    public let nextCursor: String?
    public let savedAt: Date

    public init(
        source: CommunityListingSource, query: CommunityKeptQuery, posts: [HubPost], nextCursor: String?, savedAt: Date
    ) {
        self.source = source
        self.query = query
        self.posts = posts
        self.nextCursor = nextCursor
        self.savedAt = savedAt
    }

    /// The most posts kept; `--more` beyond it keeps the newest pages.
    public static let maximumPosts = 500
}
