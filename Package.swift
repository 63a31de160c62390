// swift-tools-version: 6.0
import PackageDescription

/// The `interfit` executable (the composition root under App/) and the whole-program tests under Tests/.
let package = Package(
    name: "Interfit",
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    products: [.executable(name: "interfit", targets: ["interfit"])],
    dependencies: [
        .package(path: "Modules/Shared"),
        .package(path: "Modules/Persistence"),
        .package(path: "Modules/AudioCue"),
        .package(path: "Modules/Train"),
        .package(path: "Modules/Plans"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "InterfitCLI",
            dependencies: [
                "Shared", "Persistence", "AudioCue", "Train", "Plans",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "App/Sources/InterfitCLI",
            resources: [.process("Resources")]
        ),
        .executableTarget(name: "interfit", dependencies: ["InterfitCLI"], path: "App/Sources/interfit"),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "InterfitTests",
            dependencies: ["InterfitCLI", "Shared", "Persistence", "Train", "TestSupport"],
            path: "Tests/InterfitTests"
        ),
        .testTarget(name: "ArchitectureTests", dependencies: ["TestSupport"], path: "Tests/ArchitectureTests"),
    ]
)
