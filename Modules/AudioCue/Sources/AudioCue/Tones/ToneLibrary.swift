import Foundation
import Shared

/// Keeps the synthesized tones as WAV files in a private cache folder, synthesizing only those missing or wrong.
/// 把合成的提示音以 WAV 文件保存在私有缓存目录中，仅合成缺失或有误的文件。
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
    public static func folder(environment: [String: String], accountHome: @autoclosure () -> String) -> String {
        XDGFolder.cache.path(environment: environment, accountHome: accountHome()) + "/interfit/" + version
    }

    /// Writes the tone files under `directory` (only those missing or the wrong size) and returns their paths.
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

    /// Creates `path` (0700) and opens it without following symlinks; refused unless ours and writable by no one else.
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
