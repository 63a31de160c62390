import Dispatch
import Shared
import Synchronization

/// Plays tone cues with the first installed player that passes a silent test; a later failure turns tones off.
/// 用第一个通过静音测试的已安装播放器播放提示音；之后一旦失败即关闭提示音。
public final class ToneCueSink: CueSink {
    private let files: ToneFiles
    private let launcher: any ProcessLauncher
    private let onDegraded: @Sendable (CueDegradation) -> Void
    private let queue = DispatchQueue(label: "interfit.cue.tones", qos: .userInteractive)
    /// The player in use; nil until chosen, and after it failed.
    private let chosen = Mutex<AudioPlayer?>(nil)
    private let stopped = Mutex(false)

    /// `verify` test-plays the silent file with each player in turn before the first cue.
    public init(
        players: [AudioPlayer], files: ToneFiles, launcher: any ProcessLauncher, verify: Bool = true,
        onDegraded: @escaping @Sendable (CueDegradation) -> Void
    ) {
        self.files = files
        self.launcher = launcher
        self.onDegraded = onDegraded
        if !verify {
            chosen.withLock { $0 = players.first }
            return
        }
        queue.async { [self] in choose(from: players) }
    }

    /// True once no player can play (none worked, or the chosen one failed).
    public var hasFailed: Bool { stopped.withLock { $0 } }

    public func deliver(_ cue: CueEvent) {
        guard !hasFailed, let file = files.tones[CueTone(cue)] else { return }
        queue.async { [self] in
            guard let player = chosen.withLock({ $0 }) else { return }
            do {
                try launcher.launch(player.path, arguments: player.arguments(playing: file)) { [self] status in
                    if status != 0 { fail(.playerFailed(name: player.name, .exitStatus(status))) }
                }
            } catch {
                fail(.playerFailed(name: player.name, .couldNotStart))
            }
        }
    }

    private func choose(from players: [AudioPlayer]) {
        var failures: [String: HelperFailure] = [:]
        for player in players {
            switch HelperTest.run(player.path, arguments: player.arguments(playing: files.silence), launcher: launcher)
            {
            case .usable:
                chosen.withLock { $0 = player }
                return
            case .failed(let failure): failures[player.name] = failure
            case .missing, .found: continue
            }
        }
        fail(players.isEmpty ? .noPlayer : .noUsablePlayer(failures))
    }

    private func fail(_ degradation: CueDegradation) {
        let first = stopped.withLock { wasStopped in
            defer { wasStopped = true }
            return !wasStopped
        }
        chosen.withLock { $0 = nil }
        if first { onDegraded(degradation) }
    }
}
