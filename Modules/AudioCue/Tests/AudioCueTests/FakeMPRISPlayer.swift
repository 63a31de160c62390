import Foundation

@testable import AudioCue

/// A stand-in desktop player on a private session bus: `dbus-run-session` runs a tiny MPRIS server (python3-dbus)
/// that records every Play, Pause and Volume call; it ends when we close its standard input.
final class FakeMPRISPlayer {
    /// True when this machine can run it (dbus-run-session, /usr/bin/python3 with dbus and gi); playerctl itself is
    /// not checked: without it the tests fail rather than skip.
    static let isAvailable: Bool = {
        let files = FileManager.default
        guard files.isExecutableFile(atPath: "/usr/bin/python3"), installed("dbus-run-session") != nil
        else { return false }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        check.arguments = ["-c", "import dbus, dbus.service, dbus.mainloop.glib; from gi.repository import GLib"]
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return false }
        check.waitUntilExit()
        return check.terminationStatus == 0
    }()

    let name: String
    let address: String
    private let folder: String
    private let child: ChildProcess
    private let input: Int32

    /// Starts the bus and a player called `name` (`org.mpris.MediaPlayer2.<name>`) whose volume starts at 0.8.
    /// Started with `ChildProcess` (signals unblocked), or dbus-run-session could not stop its daemon with SIGTERM.
    init(name: String = "fake") throws {
        self.name = name
        folder = NSTemporaryDirectory() + "interfit-mpris-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let script = folder + "/fake_mpris.py"
        try Data(Self.script.utf8).write(to: URL(fileURLWithPath: script))
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw CocoaError(.fileWriteUnknown) }
        let (childInput, ourInput) = (ChildProcess.raised(toChild[0]), ChildProcess.raised(toChild[1]))
        let (ourOutput, childOutput) = (ChildProcess.raised(fromChild[0]), ChildProcess.raised(fromChild[1]))
        for descriptor in [childInput, ourInput, ourOutput, childOutput] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        defer {
            close(childInput)
            close(childOutput)
        }
        child = try ChildProcess.launch(
            installed("dbus-run-session")!, arguments: ["--", "/usr/bin/python3", script, name, folder + "/calls.log"],
            output: childOutput, descriptors: [(childInput, 0)])
        input = ourInput
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while read(ourOutput, &byte, 1) == 1, byte != 0x0A { line.append(byte) }
        close(ourOutput)
        address = String(decoding: line, as: UTF8.self)
        guard address.hasPrefix("unix:") else {
            stop()
            throw CocoaError(.executableLoad)
        }
    }

    /// The environment playerctl needs to find this bus.
    var environment: [String: String] {
        ["DBUS_SESSION_BUS_ADDRESS": address, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
    }

    /// Every call the player received, in order (`Play`, `Pause`, `Volume 0.28`).
    var calls: [String] {
        let text = (try? String(contentsOfFile: folder + "/calls.log", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// Ends the player (it quits when its input closes), its bus, and removes its files.
    func stop() {
        close(input)
        child.waitForExit()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The stand-in's source, shared with the root package's end-to-end tests.
    private static var script: String {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../scripts/testing/fake_mpris.py").standardized.path
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}

/// Finds a program on this machine's `PATH`.
func installed(_ name: String) -> String? {
    ExecutableLocator(path: ProcessInfo.processInfo.environment["PATH"]).find(name)
}
