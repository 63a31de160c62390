// swift-tools-version: 6.0
import PackageDescription

/// The community feature of `interfit community` (Community: view models over the hub-client protocol `HubService`
/// of HubAPI, never HTTP) and its terminal views (CommunityViews: tables, details, messages, JSON shapes), with test
/// doubles of the hub, the token store and the offline copies (CommunityTesting, for tests only). The live client is
/// HubClient, built by the App. Depends on Shared and HubAPI; its tests use an in-memory database from Persistence.
let package = Package(
    name: "Community",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Community", targets: ["Community"]),
        .library(name: "CommunityViews", targets: ["CommunityViews"]),
        // An in-memory hub, token store and cache: for tests only, never production targets.
        .library(name: "CommunityTesting", targets: ["CommunityTesting"]),
    ],
    dependencies: [
        .package(path: "../Shared"),
        .package(path: "../Hub"),
        .package(path: "../Persistence"),
    ],
    targets: [
        .target(
            name: "Community",
            dependencies: [.product(name: "Shared", package: "Shared"), .product(name: "HubAPI", package: "Hub")]),
        .target(
            name: "CommunityViews",
            dependencies: [
                "Community", .product(name: "Shared", package: "Shared"),
                .product(name: "SharedUI", package: "Shared"), .product(name: "HubAPI", package: "Hub"),
            ]
        ),
        .target(
            name: "CommunityTesting",
            dependencies: [.product(name: "Shared", package: "Shared"), .product(name: "HubAPI", package: "Hub")]),
        .testTarget(
            name: "CommunityTests",
            dependencies: [
                "Community", "CommunityTesting", "Persistence", .product(name: "HubAPI", package: "Hub"),
                .product(name: "SharedTesting", package: "Shared"),
            ]
        ),
        .testTarget(
            name: "CommunityViewsTests",
            dependencies: [
                "CommunityViews", "Community", .product(name: "HubAPI", package: "Hub"),
                .product(name: "Shared", package: "Shared"), .product(name: "SharedUI", package: "Shared"),
            ]
        ),
    ]
)
