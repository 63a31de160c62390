// swift-tools-version: 6.0
import PackageDescription

/// The web server behind `interfit start --serve`: one page and one WebSocket on a fresh token, opaque JSON messages
/// out and command lines in. Infrastructure only: it knows nothing about workouts and depends on no local module.
let package = Package(
    name: "Live",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "LiveServer", targets: ["LiveServer"])
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        .target(
            name: "LiveServer",
            dependencies: [
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(
            name: "LiveServerTests",
            // No HummingbirdWSClient: it sends `Origin: ws://HOST` (no port), which the Origin rule rightly refuses;
            // the tests speak HTTP and WebSocket over raw sockets instead (Support/).
            dependencies: ["LiveServer"]
        ),
    ]
)
