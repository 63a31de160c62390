import Dispatch
import Foundation
import Shared

/// The state behind `PlayerctlMusicPlayer`, confined to one serial queue where `playerctl` runs.
/// `PlayerctlMusicPlayer` 背后的状态，限定在运行 `playerctl` 的一个串行队列上。
final class PlayerctlPlayerCore: @unchecked Sendable {
    // @unchecked: every `var` is touched only on `queue` (see `run`).

    let queue = DispatchQueue(label: "interfit.music.playerctl", qos: .userInteractive)
    private let path: String?
    private let runner: CommandRunner
    private let duckLevel: Double
    private let onDegraded: @Sendable (CueDegradation) -> Void
    private let stopped = DispatchGroup()

    /// The selection that should be heard (nil: silent).
    private var wanted: MusicSelection?
    /// The player of the last selection (`-p` argument; empty: any), nil before the first one.
    private var player: String?
    private var sessionPaused = false
    private var muted = false
    private var ducked = false
    private var duckEnd = DispatchTime.now()
    /// The user's volume, read before we first change it; nil while we leave the volume alone.
    private var userVolume: Double?
    /// The volume we last set, to skip setting it again.
    private var setVolume: Double?
    private var isStopped = false
    private var reported: Set<MusicProblem> = []

    init(
        path: String?, environment: [String: String]?, duckLevel: Double,
        onDegraded: @escaping @Sendable (CueDegradation) -> Void
    ) {
        self.path = path
        runner = CommandRunner(environment: environment)
        self.duckLevel = duckLevel
        self.onDegraded = onDegraded
        stopped.enter()
    }

    func run(_ work: @escaping @Sendable (PlayerctlPlayerCore) -> Void) {
        queue.async { [self] in
            dispatchPrecondition(condition: .onQueue(queue))
            guard !isStopped else { return }
            work(self)
        }
    }

    func waitUntilStopped(timeout: Duration) -> Bool {
        stopped.wait(timeout: .now() + .nanoseconds(Int(timeout / .nanoseconds(1)))) == .success
    }

    // MARK: - Directives

    func apply(_ directive: MusicDirective) {
        guard let selection = directive.selection, selection.source == .player else {
            wanted = nil
            pause()
            return
        }
        if player != selection.reference, wanted != nil { pause() }
        wanted = selection
        player = selection.reference
        if !sessionPaused { play() }
    }

    func setPaused(_ paused: Bool) {
        sessionPaused = paused
        guard wanted != nil else { return }
        if paused { pause() } else { play() }
    }

    func setMuted(_ muted: Bool) {
        self.muted = muted
        applyVolume()
    }

    func duck(for duration: Duration) {
        guard wanted != nil, !sessionPaused else { return }
        let end = DispatchTime.now() + .nanoseconds(Int(duration / .nanoseconds(1)))
        if end > duckEnd { duckEnd = end }
        if !ducked {
            ducked = true
            applyVolume()
        }
        queue.asyncAfter(deadline: duckEnd) { [weak self] in self?.duckMayEnd() }
    }

    private func duckMayEnd() {
        guard !isStopped, ducked, DispatchTime.now() >= duckEnd else { return }
        ducked = false
        applyVolume()
    }

    /// Gives the volume back, pauses what we made play, and leaves the player running (it is the user's).
    func stop() {
        ducked = false
        muted = false
        applyVolume()
        if wanted != nil { pause() }
        wanted = nil
        isStopped = true
        stopped.leave()
    }

    // MARK: - playerctl

    /// Plays unless the player already plays; reports a missing playerctl or player (once each).
    private func play() {
        guard let status = playerctl(["status"]) else { return }
        guard status.succeeded else {
            report(.noDesktopPlayer)
            return
        }
        if status.output.trimmingCharacters(in: .whitespacesAndNewlines) != "Playing" { playerctl(["play"]) }
    }

    private func pause() {
        guard player != nil else { return }
        playerctl(["pause"])
    }

    /// Sets the player's volume to the user's, lowered while ducked, zero while muted.
    private func applyVolume() {
        // The user's volume is read before the first change and given back (then forgotten) when nothing lowers it.
        let lowered = muted || ducked
        if lowered && userVolume == nil {
            guard player != nil, let read = playerctl(["volume"]), read.succeeded,
                let volume = Double(read.output.trimmingCharacters(in: .whitespacesAndNewlines))
            else { return }
            userVolume = volume
        }
        guard let userVolume else { return }
        let volume = muted ? 0 : ducked ? userVolume * duckLevel : userVolume
        if volume != setVolume { playerctl(["volume", String(format: "%.3f", volume)]) }
        setVolume = lowered ? volume : nil
        if !lowered { self.userVolume = nil }
    }

    /// Runs playerctl for the current player; nil (reported once) when playerctl is missing.
    @discardableResult
    private func playerctl(_ arguments: [String]) -> CommandRunner.Result? {
        guard let path else {
            report(.noPlayerctl)
            return nil
        }
        let named = player.map { $0.isEmpty ? [] : ["-p", $0] } ?? []
        let result = runner.run(path, named + arguments)
        guard result.started else {
            report(.noPlayerctl)
            return nil
        }
        return result
    }

    private func report(_ problem: MusicProblem) {
        guard reported.insert(problem).inserted else { return }
        onDegraded(.music(problem))
    }
}
