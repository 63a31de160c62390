import Shared
import Synchronization

/// Keeps every cue it receives, in order; for tests and for tools that want the cue stream.
public final class RecordingCueSink: CueSink {
    private let storage = Mutex<[CueEvent]>([])

    public init() {}

    public func deliver(_ cue: CueEvent) {
        storage.withLock { $0.append(cue) }
    }

    /// The cues received so far.
    public var cues: [CueEvent] { storage.withLock { $0 } }
}
