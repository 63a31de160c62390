import Foundation

/// mpv's private IPC socket folder: made 0700, never through a symlink, refused unless ours alone; removed at the end.
/// 存放 mpv IPC 套接字的私有目录：以 0700 创建，绝不经由符号链接，非本用户独占时拒绝；结束时删除。
struct PrivateSocketFolder: Hashable, Sendable {
    /// Why a folder cannot be used.
    /// 目录无法使用的原因。
    enum Problem: Error, Hashable, Sendable {
        /// The path is a symlink or not a directory.
        case notADirectory(String)
        /// Another user owns it, or group/others have any access.
        case unsafe(String)
        /// The system refused to create it: the errno text.
        case system(String, String)
    }

    /// The socket's file name inside the folder.
    static let socketName = "mpv.sock"
    /// The longest socket path a `sockaddr_un` takes, with room to spare.
    static let longestSocketPath = 100

    let path: String
    private let device: UInt64
    private let inode: UInt64

    /// The socket's path.
    var socketPath: String { path + "/" + Self.socketName }

    /// A new `interfit-<pid>-<random>` folder under `runtimeDirectory` if usable, else under `temporaryDirectory`.
    static func create(runtimeDirectory: String?, temporaryDirectory: String) throws(Problem) -> PrivateSocketFolder {
        var lastProblem = Problem.system(temporaryDirectory, "no folder")
        for base in [runtimeDirectory, temporaryDirectory].compactMap({ $0 }) where !base.isEmpty {
            let trimmed = base.hasSuffix("/") && base.count > 1 ? String(base.dropLast()) : base
            guard trimmed.utf8.count + 40 <= longestSocketPath else {
                lastProblem = .system(trimmed, "path too long for a socket")
                continue
            }
            do {
                return try create(in: trimmed)
            } catch {
                lastProblem = error
            }
        }
        throw lastProblem
    }

    /// Makes a fresh 0700 `interfit-<pid>-<random>` folder in `base`, first sweeping stale ones left by killed runs.
    private static func create(in base: String) throws(Problem) -> PrivateSocketFolder {
        sweepStale(in: base)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let suffix = String(generator.next() & 0xFFFF_FFFF_FFFF, radix: 36)
            let path = "\(base)/interfit-\(getpid())-\(suffix)"
            if mkdir(path, 0o700) == 0 { return try verify(path) }
            if errno != EEXIST { throw .system(path, String(cString: strerror(errno))) }
        }
        throw .system(base, String(cString: strerror(EEXIST)))
    }

    /// Removes the socket and folder of our private `interfit-<pid>-…` folders in `base` whose process is gone.
    static func sweepStale(in base: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return }
        for name in names where name.hasPrefix("interfit-") {
            let parts = name.split(separator: "-")
            guard parts.count == 3, let pid = Int32(parts[1]), pid > 0, pid != getpid(),
                kill(pid, 0) != 0 && errno == ESRCH, let stale = try? verify(base + "/" + name)
            else { continue }
            stale.remove()
        }
    }

    /// The folder at `path` if it is a real directory (not a symlink), owned by us, closed to everyone else.
    static func verify(_ path: String) throws(Problem) -> PrivateSocketFolder {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw .notADirectory(path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_uid == getuid(), info.st_mode & 0o077 == 0 else {
            throw .unsafe(path)
        }
        return PrivateSocketFolder(path: path, device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// Deletes the socket and the folder, but only if the folder is still the one we made (no symlink swap).
    func remove() {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        var info = stat()
        let same = fstat(descriptor, &info) == 0 && UInt64(info.st_dev) == device && UInt64(info.st_ino) == inode
        if same { unlinkat(descriptor, Self.socketName, 0) }
        close(descriptor)
        if same { rmdir(path) }
    }

    private init(path: String, device: UInt64, inode: UInt64) {
        self.path = path
        self.device = device
        self.inode = inode
    }
}
