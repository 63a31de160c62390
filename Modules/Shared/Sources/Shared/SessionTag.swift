/// Neutral facts about a session shown in its summary and history.
public enum SessionTag: String, Codable, Sendable, CaseIterable {
    case interrupted
    case adjusted
    case audioDegraded
    case recovered
}
