// swift-tools-version: 6.0
import PackageDescription

/// The history feature: the sessions kept, their details and statistics, with their terminal views.
/// Depends on Shared only; its tests run on a real database from Persistence.
let package = Package(
    name: "History",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "History", targets: ["History"]),
        .library(name: "HistoryViews", targets: ["HistoryViews"]),
    ],
    dependencies: [
        .package(path: "../Shared"),
        .package(path: "../Persistence"),
    ],
    targets: [
        .target(name: "History", dependencies: [.product(name: "Shared", package: "Shared")]),
        .target(
            name: "HistoryViews",
            dependencies: [
                "History", .product(name: "Shared", package: "Shared"),
                .product(name: "SharedUI", package: "Shared"),
            ]
        ),
        .testTarget(
            name: "HistoryTests",
            dependencies: ["History", "Persistence", .product(name: "SharedTesting", package: "Shared")]),
        .testTarget(name: "HistoryViewsTests", dependencies: ["HistoryViews"]),
    ]
)
