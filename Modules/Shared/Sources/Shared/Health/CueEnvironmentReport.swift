/// Which cue programs exist and work on this machine, players then voices.
/// 本机有哪些提示音程序可用：先播放器，后语音。
public struct CueEnvironmentReport: Hashable, Sendable {
    public let players: [HelperProgramStatus]
    public let voices: [HelperProgramStatus]

    public init(players: [HelperProgramStatus], voices: [HelperProgramStatus]) {
        self.players = players
        self.voices = voices
    }

    /// The first player a test play succeeded with.
    public var usablePlayer: HelperProgramStatus? { players.first { $0.state == .usable } }

    /// The first voice found.
    public var voice: HelperProgramStatus? { voices.first { $0.path != nil } }
}
