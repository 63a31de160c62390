// swift-tools-version: 6.0
import PackageDescription

/// The generic terminal driver: console writes that never trap, raw mode and the alternate screen, key and control-line
/// readers that wake on input, a self-pipe signal relay, fatal-signal restore, the one-key prompt, the environment.
/// Infrastructure: depends on no local module; features' terminal front-ends and the App use it.
let package = Package(
    name: "Terminal",
    platforms: [.macOS(.v15)],
    products: [.library(name: "Terminal", targets: ["Terminal"])],
    targets: [
        .target(name: "Terminal"),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal"]),
    ]
)
