/// Why a session paused.
public enum PauseReason: String, Codable, Sendable, CaseIterable {
    /// The user pressed pause.
    case user
    /// The terminal suspended the program (Ctrl-Z).
    case interruption
    /// The clock jumped (system suspend, SIGSTOP): paused at the start of the gap.
    case safety
}
