import Shared

/// The sound of one workout, built by the composition root: where cues and music go, and how to stop them.
/// 一次训练的声音，由组合根构建：提示音与音乐的去处，以及如何停止它们。
public struct TrainSound {
    public let cues: any CueSink
    public let music: any MusicSink
    public let startupDegradations: [CueDegradation]
    /// Stops the music and waits (briefly) for the players to end.
    public let stop: @MainActor () -> Void

    public init(
        cues: any CueSink, music: any MusicSink, startupDegradations: [CueDegradation],
        stop: @escaping @MainActor () -> Void
    ) {
        self.cues = cues
        self.music = music
        self.startupDegradations = startupDegradations
        self.stop = stop
    }
}
