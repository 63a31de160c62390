/// What an id prefix found: how many sessions match, the first ids in order, and which of them could be read.
/// 编号前缀的查找结果：匹配的会话数、按顺序的前几个编号，以及其中能读取的会话。
public struct SessionLookup: Hashable, Sendable {
    /// How many session ids start with the prefix.
    public let matches: Int
    /// The first matching ids (lower case), in id order.
    public let ids: [String]
    /// The sessions among `ids` whose stored rows decode.
    public let sessions: [Session]

    public init(matches: Int, ids: [String], sessions: [Session]) {
        self.matches = matches
        self.ids = ids
        self.sessions = sessions
    }

    /// The ids among `ids` whose rows cannot be read.
    public var unreadable: [String] {
        let readable = Set(sessions.map { $0.id.uuidString.lowercased() })
        return ids.filter { !readable.contains($0) }
    }
}
