import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs programs with posix_spawn and waitpid on their own pid, with standard streams in files.
/// Foundation's `Process` can miss a child's exit when many start at once, and a tmux server forked by
/// `new-session` would keep a pipe open forever: files and waitpid have neither problem.
public final class Spawn: @unchecked Sendable {
    public let pid: pid_t
    private let folder: String
    private var status: Int32?

    /// Starts `arguments` (the first is a path, or a name searched on PATH) with `environment` (nil: ours).
    public init(_ arguments: [String], environment: [String: String]? = nil, input: String? = nil) throws {
        folder = NSTemporaryDirectory() + "interfit-spawn-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try (input ?? "").write(toFile: folder + "/in", atomically: false, encoding: .utf8)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, folder + "/in", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, folder + "/out", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, folder + "/err", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let variables = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { for pointer in variables ?? [] { free(pointer) } }
        // A child starts with no signal blocked and every signal at its default action, whatever the test
        // thread had: otherwise a tmux server or a dbus daemon it starts cannot be stopped and outlives the test.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var child: pid_t = 0
        let result =
            variables.map { posix_spawnp(&child, arguments[0], &actions, &attributes, argv, $0) }
            ?? posix_spawnp(&child, arguments[0], &actions, &attributes, argv, environ)
        guard result == 0 else { throw CocoaError(.executableLoad, userInfo: ["errno": result]) }
        pid = child
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// Waits for the exit and returns the status (128 + signal when killed by one).
    @discardableResult
    public func wait() -> Int32 {
        if let status { return status }
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) == -1 && errno == EINTR {}
        let exited = (raw & 0x7f) == 0
        let code = exited ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
        status = code
        return code
    }

    public func send(_ signalNumber: Int32) { kill(pid, signalNumber) }

    /// Everything written to stdout so far.
    public var output: String { (try? String(contentsOfFile: folder + "/out", encoding: .utf8)) ?? "" }
    public var errorOutput: String { (try? String(contentsOfFile: folder + "/err", encoding: .utf8)) ?? "" }

    /// Runs to completion: exit status and standard output.
    public static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let spawned = try Spawn(arguments)
        let status = spawned.wait()
        return (status, spawned.output)
    }
}
