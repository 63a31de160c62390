// swift-tools-version: 6.0
import PackageDescription

/// The training feature: the drift-free session engine, setup, runner, summary and recovery view models
/// (Train), their terminal views (TrainViews), and the workout's terminal front-end that wires them to the
/// terminal driver (TrainTerminal). Train and TrainViews depend on Shared only (cues, music, repositories and
/// journals are Shared protocols, so Train never needs AudioCue or Persistence); TrainTerminal also uses Terminal.
let package = Package(
    name: "Train",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Train", targets: ["Train"]),
        .library(name: "TrainViews", targets: ["TrainViews"]),
        .library(name: "TrainTerminal", targets: ["TrainTerminal"]),
    ],
    dependencies: [.package(path: "../Shared"), .package(path: "../Terminal")],
    targets: [
        .target(
            name: "Train", dependencies: [.product(name: "Shared", package: "Shared")]),
        .target(
            name: "TrainViews",
            dependencies: [
                "Train", .product(name: "Shared", package: "Shared"), .product(name: "SharedUI", package: "Shared"),
            ]),
        .target(
            name: "TrainTerminal",
            dependencies: [
                "Train", "TrainViews", .product(name: "Shared", package: "Shared"),
                .product(name: "SharedUI", package: "Shared"), "Terminal",
            ]),
        .testTarget(name: "TrainTests", dependencies: ["Train", .product(name: "SharedTesting", package: "Shared")]),
        .testTarget(name: "TrainViewsTests", dependencies: ["TrainViews"]),
        .testTarget(
            name: "TrainTerminalTests",
            dependencies: [
                "TrainTerminal", "Train", "Terminal",
                .product(name: "SharedTesting", package: "Shared"),
            ]),
    ]
)
