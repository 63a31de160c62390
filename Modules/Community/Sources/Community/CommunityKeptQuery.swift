import HubAPI

/// A search's parameters in the form kept on disk (chips by their wire text).
/// 以磁盘保存形式表示的搜索参数（筛选标签取其线路文本）。
public struct CommunityKeptQuery: Codable, Sendable, Equatable {
    public let text: String
    public let duration: HubDurationBucket?
    public let sets: HubSetsBucket?
    public let ratio: HubRatioBucket?
    public let tags: [String]
    public let noMusic: Bool
    public let sort: HubSort

    public init(_ query: HubPostQuery) {
        text = query.text
        duration = query.duration
        sets = query.sets
        ratio = query.ratio
        tags = query.tags
        noMusic = query.noMusic
        sort = query.sort
    }

    /// The query again, continuing from `cursor`.
    public func query(cursor: String?) -> HubPostQuery {
        HubPostQuery(
            text: text, duration: duration, sets: sets, ratio: ratio, tags: tags, noMusic: noMusic, sort: sort,
            cursor: cursor)
    }
}
