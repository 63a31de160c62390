import Foundation

/// Starts helper programs (players, voices) from an argument array — never through a shell.
public protocol ProcessLauncher: Sendable {
    /// Starts `path` with `arguments`; `completion` receives the exit status. Throws when it cannot start.
    func launch(_ path: String, arguments: [String], completion: @escaping @Sendable (Int32) -> Void) throws
}

/// Launches with Foundation's `Process` (posix_spawn), with standard streams on /dev/null.
public struct SpawnProcessLauncher: ProcessLauncher {
    public init() {}

    public func launch(_ path: String, arguments: [String], completion: @escaping @Sendable (Int32) -> Void) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.terminationHandler = { finished in completion(finished.terminationStatus) }
        try process.run()
    }
}
