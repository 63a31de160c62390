/// Where a selection was when it was left: the playlist entry and the time within it.
/// 曲目被切走时的位置：播放列表中的条目与其中的时间。
struct ResumePoint: Hashable, Sendable {
    /// The playlist position (0 for a single file).
    var index: Int
    /// Seconds into that entry.
    var seconds: Double

    static let start = ResumePoint(index: 0, seconds: 0)
}
