// swift-tools-version: 6.0
import PackageDescription

/// The generic terminal driver: console writes that never trap, raw mode and the alternate screen, key and control-line
/// readers that wake on input, a self-pipe signal relay, fatal-signal restore, the one-key prompt, the environment.
/// Infrastructure: depends on Shared only (keys are decoded into its `KeyPress`); features' terminal front-ends and the
/// App use it.
let package = Package(
    name: "Terminal",
    platforms: [.macOS(.v15)],
    products: [.library(name: "Terminal", targets: ["Terminal"])],
    dependencies: [.package(path: "../Shared")],
    targets: [
        .target(name: "Terminal", dependencies: [.product(name: "Shared", package: "Shared")]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", .product(name: "Shared", package: "Shared")]),
    ]
)
