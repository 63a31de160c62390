/// Which cue programs this machine has; `interfit doctor` shows it and the sinks use it.
public struct CueCapabilities: Hashable, Sendable {
    /// The first available WAV player, if any.
    public let player: AudioPlayer?
    /// The first available speech program, if any.
    public let voice: SpeechVoice?
    /// Every candidate with where it was found (nil when missing), for reports.
    public let found: [(name: String, path: String?)]

    public static func == (lhs: CueCapabilities, rhs: CueCapabilities) -> Bool {
        lhs.player == rhs.player && lhs.voice == rhs.voice && lhs.found.map(\.name) == rhs.found.map(\.name)
            && lhs.found.map(\.path) == rhs.found.map(\.path)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(player)
        hasher.combine(voice)
    }

    /// Looks for the players and voices on `PATH`.
    public static func detect(path: String?) -> CueCapabilities {
        let locator = ExecutableLocator(path: path)
        let players = AudioPlayer.candidates.map { ($0, locator.find($0)) }
        let voices = SpeechVoice.candidates.map { ($0, locator.find($0)) }
        let player = players.first { $0.1 != nil }.map { AudioPlayer(name: $0.0, path: $0.1!) }
        let voice = voices.first { $0.1 != nil }.map { SpeechVoice(name: $0.0, path: $0.1!) }
        return CueCapabilities(player: player, voice: voice, found: (players + voices).map { (name: $0.0, path: $0.1) })
    }

    public init(player: AudioPlayer?, voice: SpeechVoice?, found: [(name: String, path: String?)] = []) {
        self.player = player
        self.voice = voice
        self.found = found
    }
}
