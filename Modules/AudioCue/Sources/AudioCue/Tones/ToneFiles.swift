/// Where the synthesized tone files are: one per cue tone, and a short silence for test plays.
/// 合成提示音文件的位置：每种提示音一个，另有一段用于试播放的短静音。
public struct ToneFiles: Hashable, Sendable {
    public let tones: [CueTone: String]
    public let silence: String

    public init(tones: [CueTone: String], silence: String) {
        self.tones = tones
        self.silence = silence
    }
}
