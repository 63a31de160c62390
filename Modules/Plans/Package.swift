// swift-tools-version: 6.0
import PackageDescription

/// The plan library and editor feature. Depends on Shared only; its tests run on a real in-memory
/// database from Persistence.
let package = Package(
    name: "Plans",
    platforms: [.macOS(.v15)],
    products: [.library(name: "Plans", targets: ["Plans"])],
    dependencies: [
        .package(path: "../Shared"),
        .package(path: "../Persistence"),
    ],
    targets: [
        .target(name: "Plans", dependencies: ["Shared"]),
        .testTarget(name: "PlansTests", dependencies: ["Plans", "Persistence"]),
    ]
)
