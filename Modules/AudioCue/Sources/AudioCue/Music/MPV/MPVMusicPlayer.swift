import Foundation
import Shared

/// Plays `local` music (a file, a folder or an `.m3u`/`.m3u8` playlist) with one long-lived `mpv` per session,
/// driven over its JSON IPC protocol; every call returns at once, problems are reported once and never touch cues.
/// 用每次训练一个长期运行的 `mpv`（经其 JSON IPC 协议控制）播放本地音乐（文件、目录或 `.m3u`/`.m3u8` 列表）；
/// 所有调用立即返回，问题只报告一次，且绝不影响提示音。
public final class MPVMusicPlayer: MusicPlayer {
    private let core: MPVPlayerCore

    /// - Parameters:
    ///   - mpvPath: the `mpv` executable (e.g. `ExecutableLocator(path:).find("mpv")`); nil reports `noMPV` at the
    ///     first `play`.
    ///   - environment: mpv's environment; `XDG_RUNTIME_DIR` (else `TMPDIR`, else /tmp) holds the private socket
    ///     folder.
    ///   - clock: stamps `onPlaying` reports (pass the session's clock to compare with boundary deadlines).
    ///   - extraArguments: appended to mpv's arguments (tests pass `--ao=null`).
    ///   - fade: the volume ramp when music starts or resumes (zero: none); it never delays the switch.
    ///   - volume: the music's volume (mpv's 0–100 scale); `duckVolume` while a cue sounds.
    ///   - onDegraded: told each problem once (`.music(…)`).
    ///   - onPlaying: told each new path mpv reports playing, with the clock's time when the report arrived.
    public init(
        mpvPath: String?, environment: [String: String], clock: any MonotonicClock, extraArguments: [String] = [],
        fade: Duration = .milliseconds(150), volume: Double = 100, duckVolume: Double = 35,
        onDegraded: @escaping @Sendable (CueDegradation) -> Void,
        onPlaying: @escaping @Sendable (_ path: String, _ time: Duration) -> Void = { _, _ in }
    ) {
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

    /// The IPC socket of the running mpv (inside its private folder), for observers; nil before the first `play`,
    /// after `stop()`, or when mpv died.
    public var socketPath: String? { core.shared.withLock { $0.socketPath } }

    /// The process id of mpv once started (kept after it ended, for diagnostics).
    public var processID: Int32? { core.shared.withLock { $0.process?.child.pid } }

    public func apply(_ directive: MusicDirective) {
        core.run { $0.apply(directive) }
    }

    /// Pausing also writes mpv's pause at once from the calling thread, so a process about to stop itself
    /// (Ctrl-Z) leaves no music playing.
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

    /// Quits mpv (killing it if it does not quit within half a second) and removes its socket folder, in the
    /// background.
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

    /// For tests: true once mpv has ended and was reaped.
    var playerHasExited: Bool { core.shared.withLock { $0.process }?.hasExited ?? true }
}
