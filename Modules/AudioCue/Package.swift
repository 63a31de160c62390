// swift-tools-version: 6.0
import PackageDescription

/// Cue sinks (terminal bell, synthesized tones, speech) behind the CueSink protocol of Shared.
/// Depends only on Shared.
let package = Package(
    name: "AudioCue",
    platforms: [.macOS(.v15)],
    products: [.library(name: "AudioCue", targets: ["AudioCue"])],
    dependencies: [.package(path: "../Shared")],
    targets: [
        .target(name: "AudioCue", dependencies: ["Shared"]),
        .testTarget(name: "AudioCueTests", dependencies: ["AudioCue"]),
    ]
)
