// swift-tools-version: 6.0
import PackageDescription

/// The settings feature: global settings (list, get, set) and the doctor's health report, with their
/// terminal views. Depends on Shared only.
let package = Package(
    name: "Settings",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Settings", targets: ["Settings"]),
        .library(name: "SettingsViews", targets: ["SettingsViews"]),
    ],
    dependencies: [
        .package(path: "../Shared"),
        .package(path: "../Persistence"),
    ],
    targets: [
        .target(name: "Settings", dependencies: [.product(name: "Shared", package: "Shared")]),
        .target(
            name: "SettingsViews",
            dependencies: [
                "Settings", .product(name: "Shared", package: "Shared"),
                .product(name: "SharedUI", package: "Shared"),
            ]
        ),
        .testTarget(
            name: "SettingsTests",
            dependencies: ["Settings", "Persistence", .product(name: "SharedTesting", package: "Shared")]),
        .testTarget(name: "SettingsViewsTests", dependencies: ["SettingsViews"]),
    ]
)
