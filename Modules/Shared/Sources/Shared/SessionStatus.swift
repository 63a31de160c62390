/// Where a session stands; completed and ended are final.
public enum SessionStatus: String, Codable, Sendable {
    case running
    case paused
    case completed
    case ended
}
