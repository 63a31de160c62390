// swift-tools-version: 6.0
import PackageDescription

/// The `interfit` executable (the composition root under App/) and the whole-program tests under Tests/.
let package = Package(
    name: "Interfit",
    platforms: [.macOS(.v15)],
    products: [.executable(name: "interfit", targets: ["interfit"])],
    dependencies: [
        .package(path: "Modules/Shared"),
        .package(path: "Modules/Terminal"),
        .package(path: "Modules/Persistence"),
        .package(path: "Modules/AudioCue"),
        .package(path: "Modules/Train"),
        .package(path: "Modules/Plans"),
        .package(path: "Modules/History"),
        .package(path: "Modules/Settings"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
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
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "App/Sources/InterfitCLI"
        ),
        .executableTarget(name: "interfit", dependencies: ["InterfitCLI"], path: "App/Sources/interfit"),
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
