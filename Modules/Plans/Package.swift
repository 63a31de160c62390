// swift-tools-version: 6.0
import PackageDescription

/// The plan library and editor feature (Plans: view models, rules, the exchange file) and its terminal views
/// (PlansViews: tables, details, JSON shapes and messages). Depends on Shared only; its tests run on a real
/// in-memory database from Persistence.
let package = Package(
    name: "Plans",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Plans", targets: ["Plans"]),
        .library(name: "PlansViews", targets: ["PlansViews"]),
    ],
    dependencies: [
        .package(path: "../Shared"),
        .package(path: "../Persistence"),
    ],
    targets: [
        .target(name: "Plans", dependencies: [.product(name: "Shared", package: "Shared")]),
        .target(
            name: "PlansViews",
            dependencies: [
                "Plans", .product(name: "Shared", package: "Shared"),
                .product(name: "SharedUI", package: "Shared"),
            ]
        ),
        .testTarget(
            name: "PlansTests",
            dependencies: ["Plans", "Persistence", .product(name: "SharedTesting", package: "Shared")]),
        .testTarget(
            name: "PlansViewsTests",
            dependencies: [
                "PlansViews", "Plans", .product(name: "Shared", package: "Shared"),
                .product(name: "SharedUI", package: "Shared"),
            ]
        ),
    ]
)
