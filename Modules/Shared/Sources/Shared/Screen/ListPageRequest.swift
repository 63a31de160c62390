/// Which rows of a long list a window wants loaded: where they start, how many, and the loaded rows around them.
/// 窗口要加载长列表中的哪些行：从哪里开始、多少行，以及与之相邻的已加载行。
public struct ListPageRequest<Item: Sendable>: Sendable {
    /// The position of the first row wanted (0 = the top of the list).
    public let offset: Int
    /// How many rows are wanted at most.
    public let limit: Int
    /// How many rows the list has in all.
    public let count: Int
    /// The loaded rows that end just before `offset` (paging forward), else empty: a keyset source continues after them.
    public let before: [Item]
    /// The loaded rows that start just after the wanted ones (paging back), else empty: a keyset source reads back.
    public let after: [Item]

    public init(offset: Int, limit: Int, count: Int, before: [Item] = [], after: [Item] = []) {
        self.offset = offset
        self.limit = limit
        self.count = count
        self.before = before
        self.after = after
    }

    /// True when the rows wanted run to the end of the list (a keyset source may read them from the end).
    public var reachesEnd: Bool { offset + limit >= count }

    /// The rows of `all` this request asks for: a source that holds its whole list in memory.
    public func slice(of all: [Item]) -> [Item] {
        let lower = min(max(0, offset), all.count)
        return Array(all[lower..<min(all.count, lower + max(0, limit))])
    }
}
