import Foundation
import Shared

/// Reads a user-named file, or standard input for `-`, in chunks, so no input can grow memory without bound.
/// 分块读取用户指定的文件（`-` 为标准输入），任何输入都不会让内存无限增长。
public final class UserFileReader {
    private let descriptor: Int32
    /// The file as the user named it, for errors.
    private let path: String
    private var buffer = [UInt8](repeating: 0, count: 256 * 1024)

    public init(path: String) throws(UserFileError) {
        self.path = path
        descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw UserFileError(path: path, operation: .reading, reason: .system(errno)) }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            close(descriptor)
            throw UserFileError(path: path, operation: .reading, reason: .notAFile(.directory))
        }
    }

    deinit { if descriptor != STDIN_FILENO { close(descriptor) } }

    /// The next chunk, or nil at the end.
    public func next() throws(UserFileError) -> Data? {
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 { return Data(buffer.prefix(count)) }
            if count == 0 { return nil }
            if errno != EINTR { throw UserFileError(path: path, operation: .reading, reason: .system(errno)) }
        }
    }

    /// Everything up to `limit` bytes; more is `.tooLarge` (reading stops there).
    public func readAll(limit: Int) throws(UserFileError) -> Data {
        var data = Data()
        while let chunk = try next() {
            data.append(chunk)
            if data.count > limit {
                throw UserFileError(path: path, operation: .reading, reason: .tooLarge(limit: limit))
            }
        }
        return data
    }
}
