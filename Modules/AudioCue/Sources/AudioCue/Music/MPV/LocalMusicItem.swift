import Foundation

/// What a local selection's reference is on disk: one file, a folder played as a playlist, or a playlist file.
/// 本地曲目引用在磁盘上的形态：单个文件、作为播放列表播放的目录，或播放列表文件。
enum LocalMusicItem: Hashable, Sendable {
    case file
    case folder
    case playlist

    /// What `path` is (following symlinks, as a player would); nil when nothing is there.
    static func classify(_ path: String) -> LocalMusicItem? {
        guard !path.isEmpty else { return nil }
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR ? nil : .file }
        if info.st_mode & S_IFMT == S_IFDIR { return .folder }
        let lowered = path.lowercased()
        return lowered.hasSuffix(".m3u") || lowered.hasSuffix(".m3u8") ? .playlist : .file
    }
}
