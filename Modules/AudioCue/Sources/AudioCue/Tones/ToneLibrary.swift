import Foundation

/// Keeps the synthesized tones as WAV files in a private cache folder: created 0700 without following
/// symlinks, refused when another user owns it or others may write to it, files written atomically, and
/// synthesized only when missing or wrong (a start normally costs a few `stat` calls, no synthesis).
/// 把合成的提示音以 WAV 文件保存在私有缓存目录中：以 0700 创建且不跟随符号链接；他人拥有或可写时拒绝；原子写入；仅在缺失或错误时合成。
public enum ToneLibrary {
    /// Why the tone folder cannot be used.
    /// 提示音目录无法使用的原因。
    public enum Problem: Error, Hashable, Sendable {
        /// A path component is a symlink or not a directory.
        case notADirectory(String)
        /// Another user owns the folder, or group/others may write to it.
        case unsafe(String)
        /// The system refused (permissions, disk full): the errno text.
        case system(String, String)
    }

    /// Version of the synthesis: bump when the tones change, so old caches are never used.
    static let version = "tones-v1"

    /// `$XDG_CACHE_HOME/interfit/tones-v1`, else `$HOME/.cache/interfit/tones-v1` (`accountHome` without $HOME).
    public static func folder(environment: [String: String], accountHome: String) -> String {
        let cache =
            environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? accountHome) + "/.cache")
        return cache + "/interfit/" + version
    }

    /// The tone files under `directory` (e.g. `~/.cache/interfit/tones-v1`), writing only what is missing
    /// or has the wrong size; returns their paths.
    public static func write(to directory: String) throws(Problem) -> ToneFiles {
        let folder = try secureFolder(directory)
        defer { close(folder) }
        var tones: [CueTone: String] = [:]
        for tone in CueTone.allCases {
            let name = "interfit-\(tone.rawValue).wav"
            try ensure(folder, name, size: ToneSynthesizer.wavSize(tone.beeps)) { ToneSynthesizer.wav(tone.beeps) }
            tones[tone] = directory + "/" + name
        }
        let silence = "interfit-silence.wav"
        try ensure(folder, silence, size: ToneSynthesizer.wavSize(ToneSynthesizer.silenceBeeps(milliseconds: 20))) {
            ToneSynthesizer.silence(milliseconds: 20)
        }
        return ToneFiles(tones: tones, silence: directory + "/" + silence)
    }

    /// Writes `name` in `folder` (temp file + rename) unless a regular file of exactly `size` bytes is there.
    private static func ensure(_ folder: Int32, _ name: String, size: Int, _ bytes: () -> Data) throws(Problem) {
        var info = stat()
        if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG,
            Int(info.st_size) == size
        {
            return
        }
        let temporary = ".\(name).\(getpid()).tmp"
        let descriptor = openat(folder, temporary, O_CREAT | O_EXCL | O_WRONLY | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .system(name, String(cString: strerror(errno))) }
        let data = bytes()
        let written = data.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress!, $0.count) }
        close(descriptor)
        guard written == data.count, renameat(folder, temporary, folder, name) == 0 else {
            let reason = String(cString: strerror(written == data.count ? errno : ENOSPC))
            unlinkat(folder, temporary, 0)
            throw .system(name, reason)
        }
    }

    /// Creates each missing component of `path` with mode 0700 and opens the last one without following
    /// symlinks; refuses it unless the current user owns it and nobody else may write to it.
    private static func secureFolder(_ path: String) throws(Problem) -> Int32 {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST {
                throw .system(current, String(cString: strerror(errno)))
            }
        }
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw .notADirectory(path) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_uid == getuid(), info.st_mode & 0o022 == 0 else {
            close(descriptor)
            throw .unsafe(path)
        }
        return descriptor
    }
}
