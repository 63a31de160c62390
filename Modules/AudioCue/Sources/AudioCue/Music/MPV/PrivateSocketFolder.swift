import Foundation

/// The private folder that holds mpv's IPC socket: `$XDG_RUNTIME_DIR/interfit-<pid>-<random>/` or a fresh folder
/// under the temp dir, created 0700 by us, never through a symlink, refused if another user owns it or others
/// may enter it; removed with its socket at the end.
/// 存放 mpv IPC 套接字的私有目录：`$XDG_RUNTIME_DIR/interfit-<pid>-<随机>/` 或临时目录下的新目录；由本进程以
/// 0700 创建，绝不经由符号链接；他人拥有或他人可进入时拒绝；结束时连同套接字一起删除。
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

    /// A new folder under `runtimeDirectory` (named `interfit-<pid>-<random>`) when given and usable, else under
    /// `temporaryDirectory` (created like `mkdtemp`).
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

    /// Makes `interfit-<pid>-<random>` in `base` with `mkdir(…, 0700)` (retrying on a name already taken), after
    /// sweeping away the folders of earlier runs that could not clean up (killed with `kill -9`).
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

    /// Removes each `interfit-<pid>-…` folder in `base` whose process is gone, if it is ours and private (only its
    /// socket is deleted; a folder holding anything else stays).
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
