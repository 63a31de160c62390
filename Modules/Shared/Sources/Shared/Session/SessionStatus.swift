/// Where a session stands; completed and ended are final.
/// 会话所处的状态；已完成与已结束为终态。
public enum SessionStatus: String, Codable, Sendable {
    case running
    case paused
    case completed
    case ended
}
