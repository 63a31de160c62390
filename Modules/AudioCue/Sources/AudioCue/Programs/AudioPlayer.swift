/// A program that plays a WAV file: pw-play, paplay, aplay (afplay on macOS).
/// 播放 WAV 文件的程序：pw-play、paplay、aplay（macOS 上为 afplay）。
public struct AudioPlayer: Hashable, Sendable {
    public let name: String
    public let path: String

    /// The players tried, in order of preference.
    public static let candidates: [String] = {
        #if os(macOS)
            ["afplay"]
        #else
            ["pw-play", "paplay", "aplay"]
        #endif
    }()

    /// The argument array (never a shell line) that plays `file`.
    public func arguments(playing file: String) -> [String] {
        name == "aplay" ? ["-q", file] : [file]
    }
}
