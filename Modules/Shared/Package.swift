// swift-tools-version: 6.0
import PackageDescription

/// Domain types, pure rules and repository protocols (Shared), the generic text primitives every feature's views use
/// (SharedUI), and the test doubles (SharedTesting, for tests only). Depends on no local module.
let package = Package(
    name: "Shared",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Shared", targets: ["Shared"]),
        .library(name: "SharedUI", targets: ["SharedUI"]),
        // Test doubles (manual clocks, sequential ids, a recording cue sink): for tests only, never production targets.
        .library(name: "SharedTesting", targets: ["SharedTesting"]),
    ],
    targets: [
        // The main thread's loop (epoll, timerfd, libdispatch's main-queue drain): C calls Swift's Glibc lacks.
        .target(name: "CMainLoop"),
        .target(name: "Shared", dependencies: ["CMainLoop"]),
        // ICU's word segmenter (Chinese phrases for TextWrap) is the toolchain's own copy, the one Foundation links.
        .target(
            name: "SharedUI", dependencies: ["Shared"],
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]),
        .target(name: "SharedTesting", dependencies: ["Shared"]),
        .testTarget(name: "SharedTests", dependencies: ["Shared", "SharedTesting"]),
        .testTarget(name: "SharedUITests", dependencies: ["SharedUI"]),
    ]
)
