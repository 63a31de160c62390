/// Which cue programs this machine has; `interfit doctor` shows it and the sinks use it.
public struct CueCapabilities: Hashable, Sendable {
    /// One candidate program and where it was found on `PATH` (nil when missing).
    public struct Candidate: Hashable, Sendable {
        public let name: String
        public let path: String?
    }

    /// The first available WAV player, if any.
    public let player: AudioPlayer?
    /// The first available speech program, if any.
    public let voice: SpeechVoice?
    /// Every candidate, players then voices, for reports.
    public let found: [Candidate]

    public init(player: AudioPlayer?, voice: SpeechVoice?, found: [Candidate] = []) {
        self.player = player
        self.voice = voice
        self.found = found
    }

    /// Looks for the players and voices on `PATH`.
    public static func detect(path: String?) -> CueCapabilities {
        let locator = ExecutableLocator(path: path)
        let players = AudioPlayer.candidates.map { Candidate(name: $0, path: locator.find($0)) }
        let voices = SpeechVoice.candidates.map { Candidate(name: $0, path: locator.find($0)) }
        let player = players.first { $0.path != nil }.map { AudioPlayer(name: $0.name, path: $0.path!) }
        let voice = voices.first { $0.path != nil }.map { SpeechVoice(name: $0.name, path: $0.path!) }
        return CueCapabilities(player: player, voice: voice, found: players + voices)
    }
}
