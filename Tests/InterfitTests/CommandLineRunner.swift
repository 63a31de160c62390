import Foundation

/// Runs the built `interfit` binary as a user would, with its own database and environment.
struct CommandLineRunner {
    /// What one run printed and how it exited.
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    let folder: String
    var environment: [String: String]

    init() {
        folder = NSTemporaryDirectory() + "interfit-e2e-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": folder, "INTERFIT_DB": folder + "/interfit.sqlite", "LANG": "C.UTF-8",
        ]
    }

    var databasePath: String { environment["INTERFIT_DB"]! }

    /// The `interfit` executable built next to this test bundle.
    static let executable: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("interfit")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        fatalError("interfit binary not found near \(CommandLine.arguments[0]); run `swift build` first")
    }()

    @discardableResult
    func run(_ arguments: String..., input: String? = nil) throws -> Result {
        try run(arguments, input: input)
    }

    func run(_ arguments: [String], input: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        // Read both pipes concurrently so a chatty child never blocks on a full pipe.
        nonisolated(unsafe) var errData = Data()
        let reader = Thread { errData = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A process started in the background, with its output collected as it arrives.
    final class Running: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var collected = Data()

        var output: String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: collected, as: UTF8.self)
        }

        fileprivate func append(_ data: Data) {
            lock.lock()
            collected.append(data)
            lock.unlock()
        }
    }

    /// Starts `interfit` without waiting for it.
    func spawn(_ arguments: String...) throws -> Running {
        let running = Running()
        running.process.executableURL = Self.executable
        running.process.arguments = arguments
        running.process.environment = environment
        let out = Pipe()
        running.process.standardOutput = out
        running.process.standardError = FileHandle.nullDevice
        running.process.standardInput = FileHandle.nullDevice
        out.fileHandleForReading.readabilityHandler = { handle in running.append(handle.availableData) }
        try running.process.run()
        return running
    }

    /// Waits (polling, bounded) until a spawned process printed `text`.
    func waitForOutput(_ running: Running, containing text: String, timeout: TimeInterval) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if running.output.contains(text) { return }
            usleep(50_000)
        }
        throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "never printed \(text)"])
    }

    /// Parses a `--json` run's stdout.
    func json(_ arguments: String...) throws -> Any {
        let result = try run(arguments)
        guard result.status == 0 else { throw CocoaError(.fileReadUnknown, userInfo: ["stderr": result.stderr]) }
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    func file(_ name: String) -> String { folder + "/" + name }
}
