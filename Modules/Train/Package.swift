// swift-tools-version: 6.0
import PackageDescription

/// The training feature: the drift-free session engine, its runner and the session view models.
/// Depends on Shared only (cue sinks are a Shared protocol, so Train never needs AudioCue).
let package = Package(
    name: "Train",
    platforms: [.macOS(.v15)],
    products: [.library(name: "Train", targets: ["Train"])],
    dependencies: [.package(path: "../Shared")],
    targets: [
        .target(name: "Train", dependencies: ["Shared"]),
        .testTarget(name: "TrainTests", dependencies: ["Train"]),
    ]
)
