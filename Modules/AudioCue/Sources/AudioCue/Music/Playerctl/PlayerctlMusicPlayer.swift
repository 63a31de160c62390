import Foundation
import Shared

/// Plays `player` music on the user's desktop player via MPRIS (`playerctl`); `stop()` pauses it, never quits it.
/// 通过 MPRIS（`playerctl`）在用户的桌面播放器上播放 `player` 音乐；`stop()` 只暂停，绝不退出它。
public final class PlayerctlMusicPlayer: MusicPlayer {
    private let core: PlayerctlPlayerCore

    /// Creates a player that drives `playerctlPath`; nil reports `noPlayerctl` at the first directive.
    public init(
        playerctlPath: String?, environment: [String: String]? = nil, duckLevel: Double = 0.35,
        onDegraded: @escaping @Sendable (CueDegradation) -> Void
    ) {
        // `duckLevel` is the fraction of the user's volume kept while a cue sounds; a nil `environment` inherits ours.
        core = PlayerctlPlayerCore(
            path: playerctlPath, environment: environment, duckLevel: duckLevel, onDegraded: onDegraded)
    }

    /// A player dropped without `stop()` still gives the volume back and pauses what it started.
    deinit {
        core.run { $0.stop() }
    }

    public func apply(_ directive: MusicDirective) {
        core.run { $0.apply(directive) }
    }

    public func setPaused(_ paused: Bool) {
        core.run { $0.setPaused(paused) }
    }

    /// Mutes through the player's volume (read first, given back on unmute).
    public func setMuted(_ muted: Bool) {
        core.run { $0.setMuted(muted) }
    }

    /// Lowers the player's volume for `duration` (after reading it), then gives it back.
    public func duck(for duration: Duration) {
        core.run { $0.duck(for: duration) }
    }

    /// Gives the volume back and pauses the player if we made it play, in the background.
    public func stop() {
        core.run { $0.stop() }
    }

    /// `stop()`, then waits at most `timeout` for it to finish; for exit paths.
    @discardableResult
    public func stopAndWait(timeout: Duration = .seconds(3)) -> Bool {
        stop()
        return core.waitUntilStopped(timeout: timeout)
    }
}
