// swift-tools-version: 6.0
import PackageDescription

/// SQLite storage (GRDB) implementing the repository protocols of Shared. Depends only on Shared.
let package = Package(
    name: "Persistence",
    platforms: [.macOS(.v15)],
    products: [.library(name: "Persistence", targets: ["Persistence"])],
    dependencies: [
        .package(path: "../Shared"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "Persistence",
            dependencies: [
                "Shared", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "PersistenceTests",
            dependencies: ["Persistence", .product(name: "SharedTesting", package: "Shared")]),
    ]
)
