/// A program that plays a WAV file: pw-play, paplay, aplay (afplay on macOS).
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
