// swift-tools-version: 6.0
import PackageDescription

/// Domain types, pure rules and repository protocols (Shared), the generic text primitives every feature's
/// terminal views use (SharedUI), and the generic terminal driver (SharedTerminal: raw mode, keys, signals,
/// console writes). Depends on no local module.
let package = Package(
    name: "Shared",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Shared", targets: ["Shared"]),
        .library(name: "SharedUI", targets: ["SharedUI"]),
        .library(name: "SharedTerminal", targets: ["SharedTerminal"]),
        // Test doubles (manual clocks, sequential ids, a recording cue sink): for tests only, never production targets.
        .library(name: "SharedTesting", targets: ["SharedTesting"]),
    ],
    targets: [
        .target(name: "Shared"),
        .target(name: "SharedUI", dependencies: ["Shared"]),
        .target(name: "SharedTesting", dependencies: ["Shared"]),
        .testTarget(name: "SharedTests", dependencies: ["Shared", "SharedTesting"]),
        .target(name: "SharedTerminal"),
        .testTarget(name: "SharedUITests", dependencies: ["SharedUI"]),
        .testTarget(name: "SharedTerminalTests", dependencies: ["SharedTerminal"]),
    ]
)
