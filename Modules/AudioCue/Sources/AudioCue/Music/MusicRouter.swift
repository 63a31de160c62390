import Shared
import Synchronization

/// The workout's music sink: routes `local` music to mpv and `player` music to the desktop player, pausing the other.
/// 训练使用的音乐出口：把 `local` 音乐交给 mpv、`player` 音乐交给桌面播放器，并暂停另一方。
public final class MusicRouter: MusicPlayer {
    /// The players made so far, which one is heard, and the session-wide switches new players inherit.
    /// 已创建的播放器、当前发声者，以及新播放器继承的会话级开关。
    private struct State {
        var local: (any MusicPlayer)?
        var player: (any MusicPlayer)?
        var active: MusicSource?
        var paused = false
        var muted = false
        var stopped = false

        var created: [any MusicPlayer] { [local, player].compactMap { $0 } }
    }

    private let makeLocal: @Sendable () -> any MusicPlayer
    private let makePlayer: @Sendable () -> any MusicPlayer
    private let state = Mutex(State())

    /// `local` and `player` make the two players when first needed.
    public init(
        local: @escaping @Sendable () -> any MusicPlayer, player: @escaping @Sendable () -> any MusicPlayer
    ) {
        makeLocal = local
        makePlayer = player
    }

    /// mpv for `local`, playerctl for `player`, each looked up on `searchPath` (a `PATH`) only when first needed.
    public convenience init(
        searchPath: String?, environment: [String: String], clock: any MonotonicClock,
        onDegraded: @escaping @Sendable (CueDegradation) -> Void,
        onPlaying: @escaping @Sendable (_ path: String, _ time: Duration) -> Void = { _, _ in }
    ) {
        self.init(
            local: {
                MPVMusicPlayer(
                    mpvPath: ExecutableLocator(path: searchPath).find("mpv"), environment: environment, clock: clock,
                    onDegraded: onDegraded, onPlaying: onPlaying)
            },
            player: {
                PlayerctlMusicPlayer(
                    playerctlPath: ExecutableLocator(path: searchPath).find("playerctl"), environment: environment,
                    onDegraded: onDegraded)
            })
    }

    public func apply(_ directive: MusicDirective) {
        state.withLock { state in
            guard !state.stopped else { return }
            guard let selection = directive.selection, selection.source != .none else {
                sink(for: state.active, in: &state)?.apply(.pause)
                return
            }
            if let active = state.active, active != selection.source {
                sink(for: active, in: &state)?.apply(.pause)
            }
            state.active = selection.source
            sink(for: selection.source, in: &state, creating: true)?.apply(directive)
        }
    }

    public func setPaused(_ paused: Bool) {
        state.withLock { state in
            guard !state.stopped else { return }
            state.paused = paused
            for player in state.created { player.setPaused(paused) }
        }
    }

    public func setMuted(_ muted: Bool) {
        state.withLock { state in
            guard !state.stopped else { return }
            state.muted = muted
            for player in state.created { player.setMuted(muted) }
        }
    }

    /// Ducks the player that is heard, if any.
    public func duck(for duration: Duration) {
        state.withLock { state in
            guard !state.stopped else { return }
            sink(for: state.active, in: &state)?.duck(for: duration)
        }
    }

    public func stop() {
        for player in finish() { player.stop() }
    }

    @discardableResult
    public func stopAndWait(timeout: Duration = .seconds(3)) -> Bool {
        finish().reduce(true) { done, player in player.stopAndWait(timeout: timeout) && done }
    }

    /// Marks the router stopped and hands back the players to stop (each once).
    private func finish() -> [any MusicPlayer] {
        state.withLock { state in
            defer {
                state.stopped = true
                state.local = nil
                state.player = nil
            }
            return state.stopped ? [] : state.created
        }
    }

    /// The player for `source`; made (with the session's pause and mute) when `creating` and not there yet.
    private func sink(for source: MusicSource?, in state: inout State, creating: Bool = false) -> (any MusicPlayer)? {
        switch source {
        case .local:
            if state.local == nil && creating { state.local = configured(makeLocal(), state) }
            return state.local
        case .player:
            if state.player == nil && creating { state.player = configured(makePlayer(), state) }
            return state.player
        case .some(.none), nil:
            return nil
        }
    }

    private func configured(_ player: any MusicPlayer, _ state: State) -> any MusicPlayer {
        if state.paused { player.setPaused(true) }
        if state.muted { player.setMuted(true) }
        return player
    }
}
