import Foundation
import Shared

/// Plays `local` music (file, folder or `.m3u` list) with one `mpv` per session; calls never block or affect cues.
/// 用每次训练一个 `mpv` 播放本地音乐（文件、目录或 `.m3u` 列表）；调用从不阻塞，也不影响提示音。
public final class MPVMusicPlayer: MusicPlayer {
    private let core: MPVPlayerCore

    /// Creates a player that runs `mpvPath` (nil reports `noMPV` at the first `play`) with these settings.
    public init(
        mpvPath: String?, environment: [String: String], clock: any MonotonicClock, extraArguments: [String] = [],
        fade: Duration = .milliseconds(150), volume: Double = 100, duckVolume: Double = 35,
        onDegraded: @escaping @Sendable (CueDegradation) -> Void,
        onPlaying: @escaping @Sendable (_ path: String, _ time: Duration) -> Void = { _, _ in }
    ) {
        // `volume` and `duckVolume` (while a cue sounds) use mpv's 0–100 scale; `fade` never delays a switch.
        core = MPVPlayerCore(
            settings: .init(
                mpvPath: mpvPath, environment: environment, extraArguments: extraArguments, fade: fade, volume: volume,
                duckVolume: duckVolume, duckFall: .milliseconds(50), duckRise: .milliseconds(200), clock: clock),
            onDegraded: onDegraded, onPlaying: onPlaying)
    }

    /// A player dropped without `stop()` still quits mpv and removes its folder.
    deinit {
        core.run { $0.stop() }
    }

    /// The running mpv's IPC socket, for observers; nil before the first `play`, after `stop()`, or once mpv died.
    public var socketPath: String? { core.shared.withLock { $0.socketPath } }

    /// The process id of mpv once started (kept after it ended, for diagnostics).
    public var processID: Int32? { core.shared.withLock { $0.process?.child.pid } }

    public func apply(_ directive: MusicDirective) {
        core.run { $0.apply(directive) }
    }

    /// Pausing also sends mpv's pause at once from the calling thread, so a process about to stop leaves no music.
    public func setPaused(_ paused: Bool) {
        if paused, let process = core.shared.withLock({ $0.process }) {
            process.connection.send(MPVCommand.set("pause", .bool(true)).line(requestID: 0))
        }
        core.run { $0.setPaused(paused) }
    }

    public func setMuted(_ muted: Bool) {
        core.run { $0.setMuted(muted) }
    }

    public func duck(for duration: Duration) {
        core.run { $0.duck(for: duration) }
    }

    /// Quits mpv in the background (killing it after half a second) and removes its socket folder.
    public func stop() {
        core.run { $0.stop() }
    }

    /// `stop()`, then waits at most `timeout` for it to finish; for exit paths (the process is about to end).
    @discardableResult
    public func stopAndWait(timeout: Duration = .seconds(2)) -> Bool {
        stop()
        return core.waitUntilStopped(timeout: timeout)
    }

    /// For tests: closes our end of the life-tie connection without stopping, as our death would.
    func closeLifeTie() {
        core.shared.withLock { $0.process }?.connection.shutDown()
    }

    /// For tests: how long `stop` waits for mpv to quit before killing it (half a second unless set).
    func setQuitGrace(_ grace: Duration) {
        core.run { $0.quitGrace = grace }
    }

    /// For tests: true once mpv has ended and was reaped.
    var playerHasExited: Bool { core.shared.withLock { $0.process }?.hasExited ?? true }
}
