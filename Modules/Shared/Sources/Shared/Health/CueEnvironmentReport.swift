/// Which sound programs exist and work on this machine: cue players, voices, and the music programs.
/// 本机有哪些声音程序可用：提示音播放器、语音，以及音乐程序。
public struct CueEnvironmentReport: Hashable, Sendable {
    public let players: [HelperProgramStatus]
    public let voices: [HelperProgramStatus]
    /// `mpv` (local music) and `playerctl` (the desktop player through MPRIS).
    public let musicPrograms: [HelperProgramStatus]
    /// The MPRIS players running now (`playerctl --list-all`), empty when none or no playerctl.
    public let desktopPlayers: [String]

    public init(
        players: [HelperProgramStatus], voices: [HelperProgramStatus], musicPrograms: [HelperProgramStatus] = [],
        desktopPlayers: [String] = []
    ) {
        self.players = players
        self.voices = voices
        self.musicPrograms = musicPrograms
        self.desktopPlayers = desktopPlayers
    }

    /// The first player a test play succeeded with.
    public var usablePlayer: HelperProgramStatus? { players.first { $0.state == .usable } }

    /// The first voice found.
    public var voice: HelperProgramStatus? { voices.first { $0.path != nil } }
}
