import Dispatch
import Shared
import Synchronization

/// Plays each cue by starting a helper program on a background queue; the first failure turns it off, reported once.
/// 在后台队列上为每个提示启动辅助程序来播放；首次失败即将其关闭，并只报告一次。
public final class HelperCueSink: CueSink {
    private let name: String
    private let path: String
    private let arguments: @Sendable (CueEvent) -> [String]?
    private let launcher: any ProcessLauncher
    private let onFailure: @Sendable (HelperFailure) -> Void
    private let queue: DispatchQueue
    private let failed = Mutex(false)

    /// `arguments` returns nil for cues this helper does not play.
    public init(
        name: String, path: String, launcher: any ProcessLauncher,
        onFailure: @escaping @Sendable (HelperFailure) -> Void,
        arguments: @escaping @Sendable (CueEvent) -> [String]?
    ) {
        self.name = name
        self.path = path
        self.arguments = arguments
        self.launcher = launcher
        self.onFailure = onFailure
        queue = DispatchQueue(label: "interfit.cue.\(name)", qos: .userInteractive)
    }

    /// True once the helper failed and stopped playing.
    public var hasFailed: Bool { failed.withLock { $0 } }

    public func deliver(_ cue: CueEvent) {
        guard !hasFailed, let arguments = arguments(cue) else { return }
        queue.async { [self] in
            do {
                try launcher.launch(path, arguments: arguments) { [self] status in
                    if status != 0 { fail(.exitStatus(status)) }
                }
            } catch {
                fail(.couldNotStart)
            }
        }
    }

    private func fail(_ reason: HelperFailure) {
        let first = failed.withLock { wasFailed in
            defer { wasFailed = true }
            return !wasFailed
        }
        if first { onFailure(reason) }
    }
}
