/// Where music comes from: local files played by Interfit, the user's own desktop player, or none.
/// 音乐来源：由 Interfit 播放的本地文件、用户自己的桌面播放器，或无。
public enum MusicSource: String, CaseIterable, Codable, Sendable {
    /// A file, a folder or an `.m3u`/`.m3u8` playlist, played by one long-lived `mpv`.
    case local
    /// The user's desktop player, driven through MPRIS (`playerctl`).
    case player
    /// Silence.
    case none
}
