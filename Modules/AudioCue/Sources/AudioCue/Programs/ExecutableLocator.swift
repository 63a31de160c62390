import Foundation

/// Finds programs on `PATH`, the way a shell would, without running a shell.
/// 像 shell 一样在 `PATH` 上查找程序，但不运行 shell。
public struct ExecutableLocator: Sendable {
    private let directories: [String]

    public init(path: String?) {
        directories = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
    }

    /// The absolute path of the first executable named `name`, if any.
    public func find(_ name: String) -> String? {
        for directory in directories where !directory.isEmpty {
            let candidate = directory + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
