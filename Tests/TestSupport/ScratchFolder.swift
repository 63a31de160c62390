import Foundation

/// A test's temporary folder, removed with everything in it when the last reference goes.
/// 测试用的临时文件夹，最后一个引用消失时连同内容一起删除。
public final class ScratchFolder: Sendable {
    /// The folder's absolute path.
    public let path: String

    /// Creates a fresh `interfit-<prefix>-<uuid>` folder in the temporary directory.
    public init(_ prefix: String) {
        path = NSTemporaryDirectory() + "interfit-" + prefix + "-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        // Tests close folders to provoke errors; open them again so the removal can reach their files.
        chmod(path, 0o700)
        if let names = FileManager.default.enumerator(atPath: path) {
            for case let name as String in names {
                var info = stat()
                let item = path + "/" + name
                if lstat(item, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { chmod(item, 0o700) }
            }
        }
        try? FileManager.default.removeItem(atPath: path)
    }
}
