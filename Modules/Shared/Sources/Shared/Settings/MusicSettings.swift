/// The global music settings: whether plans' music plays, and when the desktop player plays.
/// 全局音乐设置：计划的配乐是否播放，以及桌面播放器何时播放。
public struct MusicSettings: Hashable, Sendable {
    public var enabled: Bool
    public var desktopPlayer: DesktopPlayerPhase

    public init(enabled: Bool = true, desktopPlayer: DesktopPlayerPhase = .work) {
        self.enabled = enabled
        self.desktopPlayer = desktopPlayer
    }

    /// The soundtrack a workout plays: the session's own when given, else the plan's (none when music is off).
    public func soundtrack(plan: MusicPlan, session: MusicPlan?) -> MusicPlan {
        // With the desktop player set to rest, a plan using it swaps its work and rest music.
        var music = session ?? (enabled ? plan : .silent)
        let usesPlayer = (music.work + music.rest).contains { $0.source == .player }
        if desktopPlayer == .rest, usesPlayer {
            swap(&music.work, &music.rest)
            music.perSet = [:]
        }
        return music
    }
}
