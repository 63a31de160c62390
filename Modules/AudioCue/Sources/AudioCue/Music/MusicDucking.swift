/// Something that can lower the music for a moment so a cue stays audible over it.
/// 能在片刻内压低音乐、让提示音盖过音乐的对象。
public protocol MusicDucking: Sendable {
    /// Lowers the music at once for `duration`, then restores it; overlapping calls extend the dip. Returns at once.
    func duck(for duration: Duration)
}

extension MusicDucking {
    /// Ducks for the length of a tone cue (700 ms).
    public func duck() {
        duck(for: .milliseconds(700))
    }
}
