import Foundation

/// Starts helper programs (players, voices) from an argument array — never through a shell.
/// 以参数数组（绝不经由 shell）启动辅助程序（播放器、语音）。
public protocol ProcessLauncher: Sendable {
    /// Starts `path` with `arguments`; `completion` receives the exit status. Throws when it cannot start.
    @discardableResult
    func launch(
        _ path: String, arguments: [String], completion: @escaping @Sendable (Int32) -> Void
    ) throws -> any HelperProcess
}

/// A started helper program that can be stopped if it hangs.
/// 已启动、卡住时可以终止的辅助程序。
public protocol HelperProcess: Sendable {
    func terminate()
}

/// Launches with Foundation's `Process` (posix_spawn), with standard streams on /dev/null.
/// 用 Foundation 的 `Process`（posix_spawn）启动，标准流指向 /dev/null。
public struct SpawnProcessLauncher: ProcessLauncher {
    public init() {}

    @discardableResult
    public func launch(
        _ path: String, arguments: [String], completion: @escaping @Sendable (Int32) -> Void
    ) throws -> any HelperProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.terminationHandler = { finished in completion(finished.terminationStatus) }
        try process.run()
        return SpawnedProcess(process: process)
    }
}

/// A running `Process`; `terminate` kills it (SIGKILL: a helper started on a worker thread inherits a blocked SIGTERM).
/// 正在运行的 `Process`；`terminate` 以 SIGKILL 结束它（在工作线程上启动的辅助程序会继承被屏蔽的 SIGTERM）。
private final class SpawnedProcess: HelperProcess, @unchecked Sendable {
    // Process is thread-safe for `processIdentifier` and `isRunning`.
    private let process: Process

    init(process: Process) {
        self.process = process
    }

    func terminate() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
