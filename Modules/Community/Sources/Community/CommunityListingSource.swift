/// What a listing shows: a search, the posts the reader saved, or the reader's own posts.
/// 列表显示的内容：搜索结果、读者收藏的帖子，或读者自己的帖子。
public enum CommunityListingSource: String, Codable, Sendable, CaseIterable {
    case search
    case saved
    case mine
}
