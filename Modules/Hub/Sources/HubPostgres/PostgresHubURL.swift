import Foundation
import HubStore
import NIOSSL
import PostgresNIO

/// Reads `postgres://USER[:PASSWORD]@HOST[:PORT]/DB[?host=/socket/dir&sslmode=…]` into a client configuration.
/// 将 `postgres://USER[:PASSWORD]@HOST[:PORT]/DB[?host=/socket/dir&sslmode=…]` 解析为客户端配置。
public enum PostgresHubURL {
    /// The configuration of `url`, with `connections` pooled connections at most.
    public static func configuration(
        _ url: String, connections: Int = 20
    ) throws(HubStoreError) -> PostgresClient.Configuration {
        func refused(_ why: String) -> HubStoreError {
            .invalid(field: "--db", message: "\(why); write postgres://USER@HOST:PORT/DB (or ?host=/socket/folder)")
        }
        guard let components = URLComponents(string: url),
            components.scheme == "postgres" || components.scheme == "postgresql"
        else { throw refused("\(redacted(url)) is not a postgres:// URL") }
        let user = components.percentEncodedUser?.removingPercentEncoding ?? ""
        guard !user.isEmpty else { throw refused("the URL names no user") }
        let password = components.percentEncodedPassword?.removingPercentEncoding
        let database = String(components.path.drop(while: { $0 == "/" }))
        guard !database.isEmpty else { throw refused("the URL names no database") }
        var options: [String: String] = [:]
        for item in components.queryItems ?? [] { options[item.name] = item.value ?? "" }
        let port = components.port ?? Int(options["port"] ?? "") ?? 5432
        var configuration: PostgresClient.Configuration
        if let socketFolder = options["host"], socketFolder.hasPrefix("/") {
            // libpq's convention: a host that is a folder holds the socket `.s.PGSQL.<port>`.
            configuration = .init(
                unixSocketPath: socketFolder + "/.s.PGSQL.\(port)", username: user, password: password,
                database: database)
        } else {
            guard let host = components.host, !host.isEmpty else { throw refused("the URL names no host") }
            let tls: PostgresClient.Configuration.TLS
            switch options["sslmode"] ?? "prefer" {
            case "disable": tls = .disable
            case "prefer": tls = .prefer(.makeClientConfiguration())
            case "require": tls = .require(.makeClientConfiguration())
            default: throw refused("sslmode must be disable, prefer or require")
            }
            configuration = .init(
                host: host, port: port, username: user, password: password, database: database, tls: tls)
        }
        // The pool starts an idle-timeout timer (and a keep-alive timer, when enabled) each time a connection is handed
        // back, and on Linux a cancelled `Task.sleep` keeps its memory until its deadline: with postgres-nio's 60 s
        // and 30 s defaults a steady load grew the hub by ~2 MiB a second. No keep-alive pings (a connection
        // PostgreSQL closes is noticed when its socket closes, and `PostgresConnectionWatch` answers for it) and a
        // 10 s idle timeout bound that memory to ten seconds of hand-backs. The minimum stays 0: postgres-nio 1.33.2
        // traps (a precondition in its pool) when a lease finds fewer live connections than the minimum, which is
        // what a restart of PostgreSQL leaves.
        configuration.options.maximumConnections = connections
        configuration.options.minimumConnections = 0
        configuration.options.keepAliveBehavior = nil
        configuration.options.connectionIdleTimeout = .seconds(10)
        return configuration
    }

    /// `url` without its password, for messages and logs.
    public static func redacted(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.password != nil else { return url }
        components.password = nil
        return components.string ?? url
    }
}
