/// Why music cannot play as planned; recorded once as a `degraded` event, shown once.
/// 音乐无法按计划播放的原因；只记录一次 `degraded` 事件并只显示一次。
public enum MusicProblem: Hashable, Sendable {
    /// `mpv` is not installed (local music).
    case noMPV
    /// `playerctl` is not installed (desktop player music).
    case noPlayerctl
    /// No MPRIS player is running (or not the one named).
    case noDesktopPlayer
    /// A file, folder or playlist of the plan does not exist.
    case missing(String)
    /// mpv could not load a selection.
    case loadFailed(String)
    /// The player process died.
    case playerDied

    /// The stable form stored in events, e.g. `missing /music/a.mp3`.
    public var code: String {
        switch self {
        case .noMPV: "no-mpv"
        case .noPlayerctl: "no-playerctl"
        case .noDesktopPlayer: "no-desktop-player"
        case .missing(let path): "missing " + path
        case .loadFailed(let path): "load-failed " + path
        case .playerDied: "player-died"
        }
    }

    /// Reads a stored code.
    public init?(code: String) {
        switch code {
        case "no-mpv": self = .noMPV
        case "no-playerctl": self = .noPlayerctl
        case "no-desktop-player": self = .noDesktopPlayer
        case "player-died": self = .playerDied
        default:
            if code.hasPrefix("missing ") {
                self = .missing(String(code.dropFirst("missing ".count)))
            } else if code.hasPrefix("load-failed ") {
                self = .loadFailed(String(code.dropFirst("load-failed ".count)))
            } else {
                return nil
            }
        }
    }
}
