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
        // Every connection stays open and none is pinged while idle: the pool would otherwise start an idle-timeout and
        // a keep-alive timer each time a connection is handed back, and a cancelled `Task.sleep` keeps its memory until
        // its deadline (30–60 s) on Linux — under a steady load that grew the hub by ~2 MiB a second. A connection
        // that PostgreSQL closes is noticed when its socket closes (and `PostgresConnectionWatch` answers for it).
        configuration.options.maximumConnections = connections
        configuration.options.minimumConnections = connections
        configuration.options.keepAliveBehavior = nil
        return configuration
    }

    /// `url` without its password, for messages and logs.
    public static func redacted(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.password != nil else { return url }
        components.password = nil
        return components.string ?? url
    }
}
