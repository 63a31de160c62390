import Dispatch
import Foundation
import Shared
import Synchronization
import Testing

@testable import AudioCue

/// Records launches instead of starting programs; can fail or block on demand.
final class FakeLauncher: ProcessLauncher {
    enum Behaviour: Sendable { case succeed, exit(Int32), refuse, block(DispatchSemaphore) }
    private let behaviour: Behaviour
    private let log = Mutex<[(String, [String])]>([])
    let timedOut = Mutex(false)

    init(_ behaviour: Behaviour = .succeed) { self.behaviour = behaviour }

    func launch(_ path: String, arguments: [String], completion: @escaping @Sendable (Int32) -> Void) throws {
        log.withLock { $0.append((path, arguments)) }
        switch behaviour {
        case .succeed: completion(0)
        case .exit(let status): completion(status)
        case .refuse: throw CocoaError(.executableNotLoadable)
        case .block(let gate):
            if gate.wait(timeout: .now() + 5) == .timedOut { timedOut.withLock { $0 = true } }
            completion(0)
        }
    }

    var launches: [(String, [String])] { log.withLock { $0 } }
}

/// Collects bells and degradation reasons.
final class Collector: Sendable {
    private let bells = Mutex(0)
    private let reasons = Mutex<[String]>([])
    var ring: @Sendable (String) -> Void { { [self] text in if text == "\u{07}" { bells.withLock { $0 += 1 } } } }
    var degrade: @Sendable (String) -> Void { { [self] reason in reasons.withLock { $0.append(reason) } } }
    var bellCount: Int { bells.withLock { $0 } }
    var degradations: [String] { reasons.withLock { $0 } }
}

@Suite struct DispatcherTests {
    private let player = AudioPlayer(name: "aplay", path: "/usr/bin/aplay")
    private let voice = SpeechVoice(name: "espeak-ng", path: "/usr/bin/espeak-ng")
    private let files: [CueTone: String] = Dictionary(
        uniqueKeysWithValues: CueTone.allCases.map { ($0, "/t/\($0).wav") })
    private let rest = CueEvent.workToRest(SegmentCue(kind: .rest, label: "Rest", nextExercise: "Squat; rm -rf ~"))

    /// Waits (bounded) until the helper queue has handled `count` launches.
    private func waitFor(_ launcher: FakeLauncher, count: Int) {
        for _ in 0..<500 where launcher.launches.count < count { usleep(1000) }
    }

    @Test func playsTonesAndSpeechWithArgumentArrays() {
        let launcher = FakeLauncher()
        let collector = Collector()
        var settings = CueSettings.defaults
        settings.voice = true
        let dispatcher = CueDispatcher(
            settings: settings, capabilities: CueCapabilities(player: player, voice: voice), toneFiles: files,
            launcher: launcher, ring: collector.ring, onDegraded: collector.degrade)
        dispatcher.deliver(rest)
        waitFor(launcher, count: 2)
        let launches = launcher.launches.sorted { $0.0 < $1.0 }
        #expect(launches.map(\.0) == ["/usr/bin/aplay", "/usr/bin/espeak-ng"])
        #expect(launches[0].1 == ["-q", "/t/restStart.wav"])
        #expect(launches[1].1 == ["-v", "en", "--", "Rest, next: Squat; rm -rf ~"], "text stays one argument")
        #expect(collector.bellCount == 1 && collector.degradations.isEmpty && !dispatcher.isDegraded)
    }

    @Test func aMissingPlayerDegradesToTheBellAndSaysWhy() {
        let collector = Collector()
        var settings = CueSettings.defaults
        settings.bell = false
        let dispatcher = CueDispatcher(
            settings: settings, capabilities: CueCapabilities(player: nil, voice: nil), toneFiles: files,
            launcher: FakeLauncher(), ring: collector.ring, onDegraded: collector.degrade)
        #expect(dispatcher.startupDegradations.count == 1)
        #expect(dispatcher.startupDegradations.first?.contains("aplay") == true)
        dispatcher.deliver(.countdown(3))
        #expect(collector.bellCount == 1, "the bell stands in even when it is switched off")
    }

    @Test(arguments: [FakeLauncher.Behaviour.refuse, .exit(1)])
    func aFailingPlayerIsReportedOnceAndTheBellTakesOver(behaviour: FakeLauncher.Behaviour) {
        let launcher = FakeLauncher(behaviour)
        let collector = Collector()
        var settings = CueSettings.defaults
        settings.bell = false
        let dispatcher = CueDispatcher(
            settings: settings, capabilities: CueCapabilities(player: player, voice: nil), toneFiles: files,
            launcher: launcher, ring: collector.ring, onDegraded: collector.degrade)
        dispatcher.deliver(.countdown(3))
        waitFor(launcher, count: 1)
        for _ in 0..<500 where collector.degradations.isEmpty { usleep(1000) }
        dispatcher.deliver(.countdown(2))
        dispatcher.deliver(.countdown(1))
        #expect(collector.degradations.count == 1)
        #expect(collector.degradations.first?.hasPrefix("aplay") == true)
        #expect(collector.bellCount == 2)
        #expect(launcher.launches.count == 1, "a failed player is not tried again")
    }

    @Test func deliveringNeverWaitsForTheHelper() {
        let gate = DispatchSemaphore(value: 0)
        let launcher = FakeLauncher(.block(gate))
        let dispatcher = CueDispatcher(
            settings: CueSettings.defaults, capabilities: CueCapabilities(player: player, voice: nil), toneFiles: files,
            launcher: launcher, ring: { _ in }, onDegraded: { _ in })
        dispatcher.deliver(.halfway)
        dispatcher.deliver(.halfway)
        gate.signal()  // had deliver() waited for the helper, this line would never run before the timeout
        gate.signal()
        waitFor(launcher, count: 2)
        #expect(launcher.timedOut.withLock { !$0 })
    }

    @Test func realProcessesReportTheirExitStatus() throws {
        let launcher = SpawnProcessLauncher()
        let statuses = Mutex<[Int32]>([])
        let done = DispatchSemaphore(value: 0)
        for program in ["/bin/true", "/bin/false"] {
            try launcher.launch(program, arguments: []) { status in
                statuses.withLock { $0.append(status) }
                done.signal()
            }
        }
        #expect(done.wait(timeout: .now() + 10) == .success && done.wait(timeout: .now() + 10) == .success)
        #expect(Set(statuses.withLock { $0 }) == [0, 1])
        #expect(throws: (any Error).self) { try launcher.launch("/nonexistent/player", arguments: []) { _ in } }
    }

    @Test func detectionSearchesPathInOrder() throws {
        let folder = NSTemporaryDirectory() + "interfit-path-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["aplay", "espeak"] {
            _ = FileManager.default.createFile(
                atPath: folder + "/" + name, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755])
        }
        let found = CueCapabilities.detect(path: "/nonexistent:" + folder)
        #expect(found.player == AudioPlayer(name: "aplay", path: folder + "/aplay"))
        #expect(found.voice == SpeechVoice(name: "espeak", path: folder + "/espeak"))
        #expect(found.found.first { $0.name == "pw-play" }?.path == nil)
        #expect(CueCapabilities.detect(path: "/nonexistent").player == nil)
    }

    @Test func recordingSinkKeepsOrder() {
        let sink = RecordingCueSink()
        sink.deliver(.countdown(3))
        sink.deliver(.completed)
        #expect(sink.cues == [.countdown(3), .completed])
    }
}
