/// Which cue programs this machine has on `PATH`, in order of preference.
/// 本机 `PATH` 上有哪些提示音程序，按优先顺序排列。
public struct CueCapabilities: Hashable, Sendable {
    /// One candidate program and where it was found on `PATH` (nil when missing).
    /// 一个候选程序及其在 `PATH` 上的位置（缺失时为 nil）。
    public struct Candidate: Hashable, Sendable {
        public let name: String
        public let path: String?
    }

    /// Every installed WAV player, best first; the first that plays a test sound is used.
    public let players: [AudioPlayer]
    /// The first available speech program, if any.
    public let voice: SpeechVoice?
    /// Every candidate, players then voices, for reports.
    public let found: [Candidate]

    public init(players: [AudioPlayer], voice: SpeechVoice?, found: [Candidate] = []) {
        self.players = players
        self.voice = voice
        self.found = found
    }

    /// Looks on `PATH` for the players (unless `players` is false) and the voices (unless `voices` is false).
    public static func detect(path: String?, players: Bool = true, voices: Bool = true) -> CueCapabilities {
        // A workout whose cues play no sound looks for nothing: each name is a failed look-up in every PATH folder.
        let locator = ExecutableLocator(path: path)
        let found = { (names: [String]) in names.map { Candidate(name: $0, path: locator.find($0)) } }
        let playerCandidates = found(players ? AudioPlayer.candidates : [])
        let voiceCandidates = found(voices ? SpeechVoice.candidates : [])
        let installed = playerCandidates.compactMap { candidate in
            candidate.path.map { AudioPlayer(name: candidate.name, path: $0) }
        }
        let voice = voiceCandidates.first { $0.path != nil }.map { SpeechVoice(name: $0.name, path: $0.path!) }
        return CueCapabilities(players: installed, voice: voice, found: playerCandidates + voiceCandidates)
    }
}
