import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A real `interfit-hub serve` on 127.0.0.1 (a free port) over its own SQLite file, stopped with SIGTERM.
/// 真实的 `interfit-hub serve`：监听 127.0.0.1 的空闲端口，使用自己的 SQLite 文件，以 SIGTERM 停止。
final class HubProcess {
    let port: Int
    /// What `--db` takes: `sqlite:FILE` or a `postgres://` URL.
    let database: String
    private let scratch = ScratchFolder("hub-e2e")
    private var process: Spawn?

    /// `http://127.0.0.1:PORT`, what `--hub` takes.
    var address: String { "http://127.0.0.1:\(port)" }

    /// Starts the hub on its own SQLite file and waits (bounded) until it accepts connections.
    init() throws {
        port = try Self.freePort()
        database = "sqlite:" + scratch.path + "/hub.sqlite"
        try start()
    }

    /// Starts the hub on a new database of the PostgreSQL cluster at `server` (a `postgres://` URL with `host` and
    /// `port` in its query, as `scripts/testing/postgres.sh` prints it), created with `createdb`.
    init(postgres server: String) throws {
        port = try Self.freePort()
        guard var url = URLComponents(string: server) else { throw CocoaError(.fileReadInvalidFileName) }
        let query = Dictionary((url.queryItems ?? []).map { ($0.name, $0.value ?? "") }) { $1 }
        let name = "community_e2e_\(getpid())_\(port)"
        let created = try Spawn.run(
            [
                "createdb", "-h", query["host"] ?? "localhost", "-p", query["port"] ?? "5432", "-U", url.user ?? "hub",
                name,
            ])
        guard created.status == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "createdb: \(created.output)"])
        }
        url.path = "/" + name
        guard let database = url.string else { throw CocoaError(.fileReadInvalidFileName) }
        self.database = database
        try start()
    }

    deinit { stop() }

    /// Starts (or restarts) the hub on the same port and file.
    func start() throws {
        let spawned = try Spawn(
            [
                Self.executable.path, "serve", "--port", String(port), "--db", database, "--log-level",
                "error",
            ],
            environment: ["PATH": "/usr/bin:/bin", "HOME": scratch.path])
        process = spawned
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            if Self.accepts(port) { return }
            usleep(50_000)
        }
        throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "hub never listened"])
    }

    /// Stops the hub gracefully and waits for its exit.
    func stop() {
        guard let process else { return }
        process.send(SIGTERM)
        process.wait()
        self.process = nil
    }

    /// Runs `interfit-hub ARGUMENTS --db DATABASE` (admin commands) and returns its status and output.
    func admin(_ arguments: String...) throws -> (status: Int32, output: String) {
        let spawned = try Spawn(
            [Self.executable.path] + arguments + ["--db", database],
            environment: ["PATH": "/usr/bin:/bin", "HOME": scratch.path])
        let status = spawned.wait()
        return (status, spawned.output + spawned.errorOutput)
    }

    /// The `interfit-hub` executable built beside `interfit`.
    static let executable: URL = CommandLineRunner.executable.deletingLastPathComponent().appendingPathComponent(
        "interfit-hub")

    /// A port nothing listens on right now (the kernel's choice).
    static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else { throw CocoaError(.fileReadUnknown) }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Whether something accepts a TCP connection on 127.0.0.1:`port`.
    static func accepts(_ port: Int) -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
