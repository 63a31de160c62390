import HubAPI
import HubRules

/// A checked search as the store runs it: the query, its words, the parsed cursor and the reader.
/// 存储执行的已校验搜索：查询、其中的词、解析后的游标及读者。
public struct HubPostSearch: Hashable, Sendable {
    public let query: HubPostQuery
    /// The words of `query.text` (`HubSearchRules.terms`).
    public let terms: [String]
    public let cursor: HubCursor?
    /// The signed-in reader, whose blocks apply; nil when anonymous.
    public let viewerId: String?

    public init(query: HubPostQuery, terms: [String], cursor: HubCursor?, viewerId: String?) {
        self.query = query
        self.terms = terms
        self.cursor = cursor
        self.viewerId = viewerId
    }
}
