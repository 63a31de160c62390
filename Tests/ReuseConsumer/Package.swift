// swift-tools-version: 6.0
import PackageDescription

/// Proof of reuse: an outside package that uses Plans, Train and its terminal views by path, as another tool would.
let package = Package(
    name: "ReuseConsumer",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../../Modules/Shared"),
        .package(path: "../../Modules/Plans"),
        .package(path: "../../Modules/Train"),
    ],
    targets: [
        .executableTarget(
            name: "reuse-consumer",
            dependencies: [
                .product(name: "Shared", package: "Shared"),
                .product(name: "SharedTesting", package: "Shared"),
                .product(name: "Plans", package: "Plans"),
                .product(name: "Train", package: "Train"),
                .product(name: "TrainViews", package: "Train"),
            ]
        )
    ]
)
