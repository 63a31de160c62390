// swift-tools-version: 6.0
import PackageDescription

/// Cue sinks (terminal bell, synthesized tones, speech) behind the CueSink protocol of Shared, and the music
/// players (mpv over JSON IPC, MPRIS through playerctl) behind its MusicSink protocol.
/// Depends only on Shared.
let package = Package(
    name: "AudioCue",
    platforms: [.macOS(.v15)],
    products: [.library(name: "AudioCue", targets: ["AudioCue"])],
    dependencies: [.package(path: "../Shared")],
    targets: [
        .target(name: "AudioCue", dependencies: ["Shared"]),
        .testTarget(
            name: "AudioCueTests",
            dependencies: ["AudioCue", .product(name: "SharedTesting", package: "Shared")]),
    ]
)
