// swift-tools-version: 6.0
import PackageDescription

/// The `interfit` executable (the composition root under App/) and the whole-program tests under Tests/.
let package = Package(
    name: "Interfit",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "interfit", targets: ["interfit"]),
        .executable(name: "interfit-hub", targets: ["interfit-hub"]),
    ],
    dependencies: [
        .package(path: "Modules/Shared"),
        .package(path: "Modules/Terminal"),
        .package(path: "Modules/Persistence"),
        .package(path: "Modules/AudioCue"),
        .package(path: "Modules/Train"),
        .package(path: "Modules/Plans"),
        .package(path: "Modules/History"),
        .package(path: "Modules/Settings"),
        .package(path: "Modules/Community"),
        .package(path: "Modules/Live"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(path: "Modules/Hub"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(
            name: "InterfitCLI",
            dependencies: [
                .product(name: "Shared", package: "Shared"), .product(name: "SharedUI", package: "Shared"),
                "Terminal", "Persistence", "AudioCue",
                .product(name: "Train", package: "Train"), .product(name: "TrainViews", package: "Train"),
                .product(name: "TrainTerminal", package: "Train"),
                .product(name: "Plans", package: "Plans"), .product(name: "PlansViews", package: "Plans"),
                .product(name: "History", package: "History"), .product(name: "HistoryViews", package: "History"),
                .product(name: "Settings", package: "Settings"),
                .product(name: "SettingsViews", package: "Settings"),
                .product(name: "Community", package: "Community"),
                .product(name: "CommunityViews", package: "Community"),
                .product(name: "HubAPI", package: "Hub"), .product(name: "HubClient", package: "Hub"),
                .product(name: "LiveServer", package: "Live"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "App/Sources/InterfitCLI"
        ),
        .executableTarget(name: "interfit", dependencies: ["InterfitCLI"], path: "App/Sources/interfit"),
        // The community hub's composition root: `interfit-hub serve | migrate | admin …` (issue 20).
        .target(
            name: "HubCLI",
            dependencies: [
                .product(name: "Shared", package: "Shared"), .product(name: "HubAPI", package: "Hub"),
                .product(name: "HubRules", package: "Hub"), .product(name: "HubStore", package: "Hub"),
                .product(name: "HubServer", package: "Hub"), .product(name: "HubAdmin", package: "Hub"),
                .product(name: "HubPostgres", package: "Hub"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "App/Sources/HubCLI"
        ),
        .executableTarget(name: "interfit-hub", dependencies: ["HubCLI"], path: "App/Sources/interfit-hub"),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "InterfitTests",
            dependencies: [
                "InterfitCLI", .product(name: "Shared", package: "Shared"),
                "Terminal", .product(name: "SharedUI", package: "Shared"),
                .product(name: "SharedTesting", package: "Shared"), "Persistence",
                .product(name: "Train", package: "Train"), "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tests/InterfitTests"
        ),
        .testTarget(name: "ArchitectureTests", dependencies: ["TestSupport"], path: "Tests/ArchitectureTests"),
    ]
)
