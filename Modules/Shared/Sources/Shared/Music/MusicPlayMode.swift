/// How a selection plays when it comes back: where it left off, from its start, or shuffled.
/// 曲目再次出现时的播放方式：从上次停下处继续、从头开始，或随机。
public enum MusicPlayMode: String, CaseIterable, Codable, Sendable {
    case `continue`
    case restart
    case shuffle
}
