// swift-tools-version: 6.0
import PackageDescription

/// Domain types, pure helpers and repository protocols. Depends on no local module.
let package = Package(
    name: "Shared",
    platforms: [.macOS(.v15)],
    products: [.library(name: "Shared", targets: ["Shared"])],
    targets: [
        .target(name: "Shared"),
        .testTarget(name: "SharedTests", dependencies: ["Shared"]),
    ]
)
