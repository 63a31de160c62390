/// Interaction counts a post starts with: zero when published, made up for synthetic posts.
/// 帖子的初始互动计数：发布时为零，合成帖子则为编造的数值。
public struct HubPostCounts: Hashable, Sendable {
    public let applies: Int
    public let saves: Int
    public let likes: Int

    public init(applies: Int = 0, saves: Int = 0, likes: Int = 0) {
        self.applies = applies
        self.saves = saves
        self.likes = likes
    }

    public static let zero = HubPostCounts()
}
