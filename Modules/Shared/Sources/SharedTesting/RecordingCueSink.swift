import Shared
import Synchronization

/// Keeps every cue it receives, in order; for tests and for tools that want the cue stream.
/// 按顺序保存收到的每个提示；供测试及需要提示流的工具使用。
public final class RecordingCueSink: CueSink {
    private let storage = Mutex<[CueEvent]>([])

    public init() {}

    public func deliver(_ cue: CueEvent) {
        storage.withLock { $0.append(cue) }
    }

    /// The cues received so far.
    public var cues: [CueEvent] { storage.withLock { $0 } }
}
