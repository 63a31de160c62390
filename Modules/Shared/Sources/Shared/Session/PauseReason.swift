/// Why a session paused.
/// 会话暂停的原因。
public enum PauseReason: String, Codable, Sendable, CaseIterable {
    /// The user pressed pause.
    case user
    /// The terminal suspended the program (Ctrl-Z).
    case interruption
    /// The clock jumped (system suspend, SIGSTOP): paused at the start of the gap.
    case safety
}
