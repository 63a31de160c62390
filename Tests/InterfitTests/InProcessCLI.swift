import Foundation
import Shared
import SharedTesting
import SharedUI
import Synchronization
import Terminal
import TestSupport

@testable import InterfitCLI

/// Keeps what a command wrote to stdout and stderr.
final class CapturingConsole: Console {
    private let streams = Mutex<(out: String, err: String)>(("", ""))
    func write(_ text: String) { streams.withLock { $0.out += text } }
    func writeError(_ text: String) { streams.withLock { $0.err += text } }
    var stdout: String { streams.withLock { $0.out } }
    var stderr: String { streams.withLock { $0.err } }
}

/// Runs `interfit` command lines in this process, through the real parser and composition root, with an
/// injected environment, console, streams and deterministic clocks and ids; each instance has its own folder.
@MainActor
struct InProcessCLI {
    /// What one command line printed and how it exited.
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    private let scratch = ScratchFolder("inprocess")
    var folder: String { scratch.path }
    var environment: [String: String]
    let wallClock = ManualWallClock()
    let ids = SequentialIDProvider()

    init() {
        let folder = scratch.path
        environment = [
            "HOME": folder, "INTERFIT_DB": folder + "/interfit.sqlite", "LANG": "C.UTF-8", "PATH": "/nonexistent",
            "XDG_CACHE_HOME": folder + "/cache",
        ]
    }

    var databasePath: String { environment["INTERFIT_DB"]! }

    @discardableResult
    func run(_ arguments: String...) async -> Result { await run(arguments) }

    func run(_ arguments: [String]) async -> Result {
        let console = CapturingConsole()
        let environment = self.environment
        let status = await InterfitMain.run(arguments: arguments, console: console, errorStyle: .plain) {
            databaseFlag in
            AppContext(
                databaseFlag: databaseFlag, environment: environment, console: console, streams: .pipes,
                wallClock: wallClock, monotonicClock: ManualMonotonicClock(), ids: ids,
                timeZone: TimeZone(identifier: "UTC")!)
        }
        return Result(status: status, stdout: console.stdout, stderr: console.stderr)
    }

    /// Parses a `--json` run's stdout.
    func json(_ arguments: String...) async throws -> Any {
        let result = await run(arguments)
        guard result.status == 0 else { throw CocoaError(.fileReadUnknown, userInfo: ["stderr": result.stderr]) }
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    func file(_ name: String) -> String { folder + "/" + name }
}
