// swift-tools-version: 6.0
import PackageDescription

/// The community hub (`interfit-hub`): wire types and the OpenAPI contract (HubAPI, cheap for clients), pure rules
/// (HubRules), the store behind one protocol with its embedded SQLite implementation (HubStore), the PostgreSQL
/// implementation in a target of its own (HubPostgres, so SQLite-only users never compile postgres-nio), the
/// reusable store test suite (HubStoreTesting), the HTTP server (HubServer) and the operator's intents (HubAdmin).
/// Depends only on Shared among the local modules.
let package = Package(
    name: "Hub",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "HubAPI", targets: ["HubAPI"]),
        .library(name: "HubRules", targets: ["HubRules"]),
        .library(name: "HubStore", targets: ["HubStore"]),
        .library(name: "HubPostgres", targets: ["HubPostgres"]),
        // The store suite every implementation must pass (SQLite here, PostgreSQL next): for tests only.
        .library(name: "HubStoreTesting", targets: ["HubStoreTesting"]),
        .library(name: "HubServer", targets: ["HubServer"]),
        .library(name: "HubAdmin", targets: ["HubAdmin"]),
        // The live client of `interfit community`: HTTP/1.1 over POSIX sockets (TLS from the system's OpenSSL,
        // loaded on first use), the credentials file and the offline copies. Depends on HubAPI and Shared only.
        .library(name: "HubClient", targets: ["HubClient"]),
    ],
    dependencies: [
        .package(path: "../Shared"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
    ],
    targets: [
        .target(name: "HubAPI", dependencies: ["Shared"]),
        .target(
            name: "HubRules", dependencies: ["HubAPI", "Shared", .product(name: "Crypto", package: "swift-crypto")]),
        .target(
            name: "HubStore",
            dependencies: [
                "HubAPI", "HubRules", "Shared", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "HubPostgres",
            dependencies: [
                "HubAPI", "HubRules", "HubStore",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .target(
            name: "HubStoreTesting",
            dependencies: [
                "HubStore", "HubRules", "HubAPI", "Shared", .product(name: "SharedTesting", package: "Shared"),
            ]
        ),
        .target(
            name: "HubServer",
            dependencies: [
                "HubAPI", "HubRules", "HubStore", "Shared",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .target(name: "HubAdmin", dependencies: ["HubAPI", "HubRules", "HubStore", "Shared"]),
        .target(name: "HubClient", dependencies: ["HubAPI", "Shared"]),
        .testTarget(name: "HubAPITests", dependencies: ["HubAPI", "Shared"]),
        .testTarget(
            name: "HubRulesTests",
            dependencies: ["HubRules", "HubAPI", "Shared", .product(name: "SharedTesting", package: "Shared")]),
        .testTarget(
            name: "HubStoreTests",
            dependencies: [
                "HubStore", "HubStoreTesting", "HubRules", "HubAPI", "HubAdmin",
                .product(name: "SharedTesting", package: "Shared"), .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "HubPostgresTests",
            dependencies: [
                "HubPostgres", "HubStore", "HubStoreTesting", "HubRules", "HubAPI", "HubAdmin",
                .product(name: "SharedTesting", package: "Shared"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .testTarget(
            name: "HubServerTests",
            dependencies: [
                "HubServer", "HubStore", "HubRules", "HubAPI", "Shared",
                .product(name: "SharedTesting", package: "Shared"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(
            name: "HubClientTests",
            dependencies: [
                "HubClient", "HubServer", "HubStore", "HubRules", "HubAPI", "Shared",
                .product(name: "SharedTesting", package: "Shared"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
    ]
)
