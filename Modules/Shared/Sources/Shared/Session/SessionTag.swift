/// Neutral facts about a session shown in its summary and history.
/// 会话摘要与历史中显示的中性事实。
public enum SessionTag: String, Codable, Sendable, CaseIterable {
    case interrupted
    case adjusted
    case audioDegraded
    case recovered
}
