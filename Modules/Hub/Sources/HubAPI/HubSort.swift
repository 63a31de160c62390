/// The order of a search: by the time-decayed score (default) or newest first.
/// 搜索结果的排序：按随时间衰减的得分（默认）或最新优先。
public enum HubSort: String, Codable, Sendable, CaseIterable {
    case score
    case new
}
