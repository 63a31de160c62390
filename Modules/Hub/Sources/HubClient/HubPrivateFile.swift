import Foundation
import HubAPI

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// Reads and replaces small files only their owner may read (0600 in a 0700 folder), refusing looser ones.
/// 读取与替换仅属主可读的小文件（0700 文件夹中的 0600 文件），拒绝权限更宽松的文件。
enum HubPrivateFile {
    /// The largest file read.
    static let maximumBytes = 1 << 20

    /// The bytes of `path`, nil when it does not exist; refused when group or others may read or write it.
    static func read(_ path: String, checkingMode: Bool) throws(HubLocalFileError) -> Data? {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw HubLocalFileError(path: path, reason: .system(errno))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw HubLocalFileError(path: path, reason: .notAFile) }
        if checkingMode, info.st_mode & 0o077 != 0 {
            throw HubLocalFileError(path: path, reason: .tooOpen(mode: Int(info.st_mode & 0o777)))
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { throw HubLocalFileError(path: path, reason: .system(errno)) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in Foundation.read(descriptor, raw.baseAddress!, raw.count)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw HubLocalFileError(path: path, reason: .system(errno)) }
            if count == 0 { break }
            bytes += buffer[0..<count]
            guard bytes.count <= maximumBytes else { throw HubLocalFileError(path: path, reason: .damaged) }
        }
        return Data(bytes)
    }

    /// Replaces `path` with `bytes` atomically (a new 0600 file renamed over it), its folder made 0700.
    static func write(_ bytes: Data, to path: String, syncing: Bool) throws(HubLocalFileError) {
        let folder = (path as NSString).deletingLastPathComponent
        try makeFolder(folder)
        let temporary = folder + "/.\((path as NSString).lastPathComponent).\(getpid()).tmp"
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw HubLocalFileError(path: path, reason: .system(errno)) }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else {
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == 0, syncing, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw HubLocalFileError(path: path, reason: .system(failure))
        }
    }

    /// Creates `folder` and its parents (0700 for the ones created); an existing one of ours is tightened to 0700.
    static func makeFolder(_ folder: String) throws(HubLocalFileError) {
        var info = stat()
        if lstat(folder, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw HubLocalFileError(path: folder, reason: .notAFile) }
            if info.st_mode & 0o077 != 0, info.st_uid == getuid() { chmod(folder, 0o700) }
            return
        }
        let parent = (folder as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != folder, parent != "/" {
            var parentInfo = stat()
            if lstat(parent, &parentInfo) != 0 { try makeFolder(parent) }
        }
        guard mkdir(folder, 0o700) == 0 || errno == EEXIST else {
            throw HubLocalFileError(path: folder, reason: .system(errno))
        }
    }
}
