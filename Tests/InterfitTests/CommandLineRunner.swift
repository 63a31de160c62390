import Foundation
import TestSupport

/// Runs the built `interfit` binary as a user would, with its own database and environment.
struct CommandLineRunner {
    /// What one run printed and how it exited.
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    private let scratch = ScratchFolder("e2e")
    var folder: String { scratch.path }
    var environment: [String: String]

    init() {
        let folder = scratch.path
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
        let spawned = try Spawn([Self.executable.path] + arguments, environment: environment, input: input)
        let status = spawned.wait()
        return Result(status: status, stdout: spawned.output, stderr: spawned.errorOutput)
    }

    /// Starts `interfit` without waiting for it.
    func spawn(_ arguments: String...) throws -> Spawn {
        try Spawn([Self.executable.path] + arguments, environment: environment)
    }

    /// Waits (polling, bounded) until a spawned process printed `text`.
    func waitForOutput(_ running: Spawn, containing text: String, timeout: TimeInterval) throws {
        let deadline = ContinuousClock.now + .seconds(timeout)
        while ContinuousClock.now < deadline {
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

    /// `text` with the wall-clock times of a `--no-tui` run (each line's leading `m:ss` and the summary's active
    /// time, which depend on how fast the machine read the input) written `m:ss`; everything else stays exact.
    static func clockFree(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.replacingOccurrences(of: #"^\d+:\d\d(?=   )"#, with: "m:ss", options: .regularExpression)
                .replacingOccurrences(
                    of: #"^(  Active time  |  有效时长  )\d+:\d\d$"#, with: "$1m:ss", options: .regularExpression)
        }.joined(separator: "\n")
    }
}
