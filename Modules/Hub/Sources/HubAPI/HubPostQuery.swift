/// The parameters of `GET /v1/posts`, already checked: text, chips, order, page size and cursor.
/// `GET /v1/posts` 的参数（已校验）：文字、筛选标签、排序、每页数量与游标。
public struct HubPostQuery: Sendable, Hashable {
    public var text: String
    public var duration: HubDurationBucket?
    public var sets: HubSetsBucket?
    public var ratio: HubRatioBucket?
    /// Every tag must be present (at most 5).
    public var tags: [String]
    public var noMusic: Bool
    public var sort: HubSort
    /// 1–100, 20 by default.
    public var limit: Int
    public var cursor: String?

    /// The page size when none is asked for.
    public static let defaultLimit = 20
    /// The largest page a client may ask for.
    public static let maximumLimit = 100

    public init(
        text: String = "", duration: HubDurationBucket? = nil, sets: HubSetsBucket? = nil,
        ratio: HubRatioBucket? = nil, tags: [String] = [], noMusic: Bool = false, sort: HubSort = .score,
        limit: Int = HubPostQuery.defaultLimit, cursor: String? = nil
    ) {
        self.text = text
        self.duration = duration
        self.sets = sets
        self.ratio = ratio
        self.tags = tags
        self.noMusic = noMusic
        self.sort = sort
        self.limit = limit
        self.cursor = cursor
    }

    /// The query parameters a client sends, in a stable order (defaults left out).
    public var parameters: [(name: String, value: String)] {
        var items: [(String, String)] = []
        if !text.isEmpty { items.append(("q", text)) }
        if let duration { items.append(("duration", duration.rawValue)) }
        if let sets { items.append(("sets", sets.rawValue)) }
        if let ratio { items.append(("ratio", ratio.rawValue)) }
        for tag in tags { items.append(("tag", tag)) }
        if noMusic { items.append(("noMusic", "true")) }
        if sort != .score { items.append(("sort", sort.rawValue)) }
        if limit != Self.defaultLimit { items.append(("limit", String(limit))) }
        if let cursor { items.append(("cursor", cursor)) }
        return items
    }
}
