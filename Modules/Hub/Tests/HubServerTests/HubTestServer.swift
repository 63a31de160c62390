import Foundation
import HubRules
import HubServer
import HubStore
import Logging
import ServiceLifecycle
import Shared
import SharedTesting

/// Tokens `token-0001`, `token-0002`, … : predictable, and never used outside tests.
/// 依次生成的令牌 `token-0001`、`token-0002`……：可预测，只用于测试。
final class SequentialSecrets: HubSecretGenerator {
    private let counter = Counter()

    func makeToken() -> String { "token-" + String(format: "%04d", counter.next()) }
}

/// A thread-safe counter.
/// 线程安全的计数器。
final class Counter: Sendable {
    private let value = LockedValue(0)

    func next() -> Int { value.update { $0 += 1 } }
}

/// A value behind a lock.
/// 由锁保护的值。
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    /// Changes the value and returns the result.
    func update(_ change: (inout Value) -> Void) -> Value {
        lock.lock()
        defer { lock.unlock() }
        change(&value)
        return value
    }
}

/// A real hub on 127.0.0.1 (a free port) over a temporary SQLite file, with a manual clock and sequential ids.
/// 真实的社区中心：监听 127.0.0.1 的空闲端口，使用临时 SQLite 文件、手动时钟与顺序编号。
struct HubTestServer {
    let http: HubTestHTTP
    let store: SQLiteHubStore
    let clock: ManualWallClock

    /// Limits loose enough for ordinary tests; tests of limits pass tight ones.
    static let relaxed = HubRateLimitPolicy(
        accountCreation: .init(name: "account", maximum: 1000, windowSeconds: 3600, noun: "new accounts"),
        loginFailuresPerHandle: .init(
            name: "login-handle", maximum: 1000, windowSeconds: 900, noun: "failed sign-ins for this handle"),
        loginFailuresPerAddress: .init(
            name: "login-address", maximum: 1000, windowSeconds: 900, noun: "failed sign-ins from this address"),
        publish: .init(name: "publish", maximum: 1000, windowSeconds: 3600, noun: "posts"),
        comment: .init(name: "comment", maximum: 1000, windowSeconds: 600, noun: "comments"),
        interaction: .init(
            name: "interaction", maximum: 1000, windowSeconds: 60, noun: "likes, saves, applies, reports and blocks"))

    /// Starts a hub, runs `body` against it, then shuts it down gracefully and removes its files.
    static func with(
        limits: HubRateLimitPolicy = relaxed, trustsForwardedFor: Bool = false,
        _ body: (HubTestServer) async throws -> Void
    ) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hub-server-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SQLiteHubStore(path: folder.appendingPathComponent("hub.sqlite").path)
        try await store.migrate()
        let clock = ManualWallClock()
        var logger = Logger(label: "hub-test")
        logger.logLevel = .critical
        let dependencies = HubDependencies(
            clock: clock, ids: SequentialIDProvider(), secrets: SequentialSecrets(),
            passwords: BcryptPasswordHasher(cost: 4), rateLimits: limits, logger: logger)
        let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
        var configuration = HubServerConfiguration(host: "127.0.0.1", port: 0)
        configuration.trustsForwardedFor = trustsForwardedFor
        let application = HubApplication.buildApplication(
            store, engine: "sqlite", dependencies: dependencies, configuration: configuration
        ) { port in portSink.yield(port) }
        let group = ServiceGroup(configuration: .init(services: [application], logger: logger))
        let running = Task { try await group.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw POSIXError(.EADDRNOTAVAIL) }
        let server = HubTestServer(http: HubTestHTTP(port: port), store: store, clock: clock)
        do {
            try await body(server)
        } catch {
            await group.triggerGracefulShutdown()
            _ = try? await running.value
            throw error
        }
        await group.triggerGracefulShutdown()
        try await running.value
        try? store.close()
    }

    /// Registers `handle` and signs in; answers the token.
    func signUp(_ handle: String, password: String = "correct horse battery") async throws -> String {
        let created = try await http.send(
            "POST", "/v1/accounts", json: #"{"handle":"\#(handle)","password":"\#(password)"}"#)
        guard created.status == 201 else { throw POSIXError(.EPROTO) }
        let session = try await http.send(
            "POST", "/v1/sessions", json: #"{"handle":"\#(handle)","password":"\#(password)"}"#)
        guard session.status == 201, let token = session.json["token"] as? String else { throw POSIXError(.EPROTO) }
        return token
    }

    /// A plan file as `interfit plans export` writes it.
    static func planFile(
        sets: Int = 8, work: Int = 20, rest: Int = 10, name: String = "Tabata", exercises: [String] = []
    )
        -> String
    {
        let list = exercises.map { "\"\($0)\"" }.joined(separator: ",")
        return
            #"{"formatVersion":1,"name":"\#(name)","setsCount":\#(sets),"workSeconds":\#(work),"restSeconds":\#(rest),"exercises":[\#(list)]}"#
    }

    /// Publishes a post; answers its id.
    func publish(_ token: String, title: String = "My plan", sets: Int = 8, extra: String = "") async throws -> String {
        let answer = try await http.send(
            "POST", "/v1/posts", json: #"{"title":"\#(title)","plan":\#(Self.planFile(sets: sets))\#(extra)}"#,
            token: token)
        guard answer.status == 201, let id = answer.json["id"] as? String else { throw POSIXError(.EPROTO) }
        return id
    }
}
