import Foundation
import Shared
import Synchronization
import Testing

@testable import AudioCue

/// Polls `condition` every 2 ms until it holds or `timeout` passes (waiting for a real player, not timing logic).
func eventually(within timeout: Duration = .seconds(5), _ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if condition() { return true }
        usleep(2000)
    }
    return condition()
}

/// A temporary folder of generated (silent) WAV files, folders and playlists; removed by `remove()`.
struct MusicFixture {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "interfit-music-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Writes `name` holding `seconds` of silence; returns its path.
    @discardableResult
    func wav(_ name: String, seconds: Double = 30) throws -> String {
        let path = folder + "/" + name
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try ToneSynthesizer.silence(milliseconds: Int(seconds * 1000)).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Writes a text file `name` with `lines`; returns its path.
    @discardableResult
    func text(_ name: String, _ lines: [String]) throws -> String {
        let path = folder + "/" + name
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func path(_ name: String) -> String { folder + "/" + name }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}

/// Everything a music player reported: paths played (with their clock time) and degradations.
final class MusicLog: Sendable {
    private let played = Mutex<[(path: String, time: Duration)]>([])
    private let problems = Mutex<[CueDegradation]>([])

    var onPlaying: @Sendable (String, Duration) -> Void {
        { [self] path, time in played.withLock { $0.append((path, time)) } }
    }
    var onDegraded: @Sendable (CueDegradation) -> Void { { [self] reason in problems.withLock { $0.append(reason) } } }

    var paths: [String] { played.withLock { $0.map(\.path) } }
    var reports: [(path: String, time: Duration)] { played.withLock { $0 } }
    var degradations: [CueDegradation] { problems.withLock { $0 } }
    var lastPath: String? { paths.last }

    /// The first path reported after the first `count` reports, waiting (bounded) for it.
    func firstPath(after count: Int) -> String? {
        _ = eventually { self.paths.count > count }
        let reported = paths
        return reported.count > count ? reported[count] : nil
    }
}

/// A second IPC client on the player's socket, as a test would inspect mpv: reads properties and records every
/// volume change with its time.
final class MPVProbe: Sendable {
    private let connection: MPVConnection
    private let replies = Mutex<[Int: MPVValue]>([:])
    private let volumes = Mutex<[(volume: Double, time: ContinuousClock.Instant)]>([])
    private let nextID = Mutex(1000)
    private let starts = Mutex(0)
    private let ends = Mutex(0)

    /// Connects to mpv's IPC server at `socket`, retrying until `timeout`: mpv binds that socket on a thread of its
    /// own, so it may not exist yet even once mpv plays (nil when `socket` is nil or no connection came in time).
    init?(socket: String?, within timeout: Duration = .seconds(5)) {
        guard let socket else { return nil }
        var descriptor: Int32?
        _ = eventually(within: timeout) {
            descriptor = Self.connect(to: socket)
            return descriptor != nil
        }
        guard let descriptor else { return nil }
        connection = MPVConnection(descriptor: descriptor)
        connection.startReading(onLine: { [weak self] line in self?.received(line) }, onClose: {})
    }

    /// One attempt to connect to the Unix socket at `path`: a connected descriptor, or nil.
    private static func connect(to path: String) -> Int32? {
        #if canImport(Darwin)
            let type = SOCK_STREAM
        #else
            let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #endif
        let descriptor = Foundation.socket(AF_UNIX, type, 0)
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            let bytes = Array(path.utf8.prefix(raw.count - 1)) + [0]
            raw.copyBytes(from: bytes)
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Foundation.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            Foundation.close(descriptor)
            return nil
        }
        return descriptor
    }

    private func received(_ line: Data) {
        guard let message = MPVMessage(line: line) else { return }
        switch message {
        case .reply(let id, _, let data): replies.withLock { $0[id] = data }
        case .event("start-file", _): starts.withLock { $0 += 1 }
        case .event("end-file", let fields) where fields["reason"] == .string("eof"): ends.withLock { $0 += 1 }
        default:
            if let change = message.propertyChange, change.name == "volume", let volume = change.value.number {
                volumes.withLock { $0.append((volume, .now)) }
            }
        }
    }

    /// How many files mpv started since the probe connected.
    var startedFiles: Int { starts.withLock { $0 } }

    /// How many files mpv played to their end since the probe connected.
    var filesPlayedToTheEnd: Int { ends.withLock { $0 } }

    /// Reads `property` (waiting up to 2 s for the reply).
    func get(_ property: String) -> MPVValue? {
        let id = nextID.withLock { id in
            defer { id += 1 }
            return id
        }
        connection.send(MPVCommand.get(property).line(requestID: id))
        var value: MPVValue?
        _ = eventually(within: .seconds(2)) {
            value = replies.withLock { $0.removeValue(forKey: id) }
            return value != nil
        }
        return value
    }

    func number(_ property: String) -> Double? { get(property)?.number }

    /// Starts recording volume changes.
    func watchVolume() {
        connection.send(MPVCommand.observe("volume", id: 77).line(requestID: 999))
        _ = eventually { !volumeLog.isEmpty }
    }

    var volumeLog: [(volume: Double, time: ContinuousClock.Instant)] { volumes.withLock { $0 } }

    func close() { connection.shutDown() }
}

/// Writes an executable script at `path` through a close-on-exec descriptor: a plain one, inherited by a child that a
/// parallel test spawns meanwhile, would make running the script fail with ETXTBSY.
func writeScript(_ path: String, _ text: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    guard write(descriptor, bytes, bytes.count) == bytes.count else { throw CocoaError(.fileWriteUnknown) }
}

/// True when the process `pid` no longer exists (it ended and was reaped).
func processIsGone(_ pid: Int32) -> Bool {
    kill(pid, 0) != 0 && errno == ESRCH
}

/// True when the process `pid` has ended: gone, or a zombie its parent has not reaped yet.
func processHasEnded(_ pid: Int32) -> Bool {
    if processIsGone(pid) { return true }
    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
    return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
}

/// The mpv on this machine (the tests run it with `--ao=null`).
let installedMPV = installed("mpv")
