import Foundation
import Shared

/// Writes a user-named file atomically (or stdout for `-`); never replaces one unasked, leaves nothing on failure.
/// 原子地写入用户指定的文件（`-` 为标准输出）；除非要求绝不替换已有文件，失败时不留痕迹。
public final class UserFileWriter {
    private let path: String
    /// The file as the user named it, for errors.
    private let given: String
    private let replace: Bool
    private let temporary: String
    private let descriptor: Int32

    public init(path: String, replace: Bool) throws(UserFileError) {
        self.replace = replace
        given = path
        if path == "-" {
            (self.path, temporary, descriptor) = (path, "", STDOUT_FILENO)
            return
        }
        // A link is followed to its file, which is replaced in place; the link stays a link.
        self.path = Self.resolvingLink(path)
        temporary = self.path + ".interfit-\(getpid()).tmp"
        var info = stat()
        if lstat(self.path, &info) == 0 {
            if let kind = RepositoryError.FileKind(mode: info.st_mode) { throw Self.failure(path, .notAFile(kind)) }
            if !replace { throw Self.failure(path, .exists) }
        }
        descriptor = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw Self.failure(path, .system(errno)) }
    }

    /// Appends `data`.
    public func write(_ data: Data) throws(UserFileError) {
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { bytes in
                Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                throw Self.failure(given, .system(written < 0 ? errno : ENOSPC))
            }
        }
    }

    /// Syncs and gives the file its name.
    public func finish() throws(UserFileError) {
        guard path != "-" else { return }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else {
            let code = errno
            unlink(temporary)
            throw Self.failure(given, .system(code))
        }
        let moved = replace ? rename(temporary, path) : link(temporary, path)
        let code = errno
        unlink(temporary)
        if moved != 0 { throw Self.failure(given, code == EEXIST ? .exists : .system(code)) }
    }

    /// Removes what was written so far.
    public func abandon() {
        guard path != "-" else { return }
        close(descriptor)
        unlink(temporary)
    }

    /// The file a symbolic link points to (absolute), or `path` itself when it is no link or dangles.
    private static func resolvingLink(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(path, nil) else {
            return path
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func failure(_ path: String, _ reason: UserFileError.Reason) -> UserFileError {
        UserFileError(path: path, operation: .writing, reason: reason)
    }

    /// Writes all of `data` to `path` at once.
    public static func write(_ data: Data, to path: String, replace: Bool) throws(UserFileError) {
        let file = try UserFileWriter(path: path, replace: replace)
        do {
            try file.write(data)
            try file.finish()
        } catch {
            file.abandon()
            throw error
        }
    }
}
