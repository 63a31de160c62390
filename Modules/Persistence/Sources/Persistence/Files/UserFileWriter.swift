import Foundation

/// Writes a user-named file atomically (or stdout for `-`); never replaces one unasked, leaves nothing on failure.
/// 原子地写入用户指定的文件（`-` 为标准输出）；除非要求绝不替换已有文件，失败时不留痕迹。
public final class UserFileWriter {
    private let path: String
    private let replace: Bool
    private let temporary: String
    private let descriptor: Int32

    public init(path: String, replace: Bool) throws(UserFileError) {
        self.path = path
        self.replace = replace
        temporary = path + ".interfit-\(getpid()).tmp"
        if path == "-" {
            descriptor = STDOUT_FILENO
            return
        }
        if !replace && FileManager.default.fileExists(atPath: path) { throw .exists }
        descriptor = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw .system(errno) }
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
                throw .system(written < 0 ? errno : ENOSPC)
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
            throw .system(code)
        }
        let moved = replace ? rename(temporary, path) : link(temporary, path)
        let code = errno
        unlink(temporary)
        if moved != 0 { throw code == EEXIST ? .exists : .system(code) }
    }

    /// Removes what was written so far.
    public func abandon() {
        guard path != "-" else { return }
        close(descriptor)
        unlink(temporary)
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
