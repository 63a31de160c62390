import Dispatch
import Foundation
import Shared
import SharedTesting
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

    @discardableResult
    func launch(
        _ path: String, arguments: [String], completion: @escaping @Sendable (Int32) -> Void
    ) throws -> any HelperProcess {
        log.withLock { $0.append((path, arguments)) }
        switch behaviour {
        case .succeed: completion(0)
        case .exit(let status): completion(status)
        case .refuse: throw CocoaError(.executableNotLoadable)
        case .block(let gate):
            if gate.wait(timeout: .now() + 5) == .timedOut { timedOut.withLock { $0 = true } }
            completion(0)
        }
        return NoProcess()
    }

    var launches: [(String, [String])] { log.withLock { $0 } }
}

/// Fails the programs listed (exit 1), or every launch after the first `failAfter`; records launches.
final class PerProgramLauncher: ProcessLauncher {
    private let failing: Set<String>
    private let failAfter: Int?
    private let log = Mutex<[(String, [String])]>([])

    init(failing: Set<String>, failAfter: Int? = nil) {
        self.failing = failing
        self.failAfter = failAfter
    }

    @discardableResult
    func launch(
        _ path: String, arguments: [String], completion: @escaping @Sendable (Int32) -> Void
    ) throws -> any HelperProcess {
        let count = log.withLock { log in
            log.append((path, arguments))
            return log.count
        }
        let fails = failing.contains(path) || failAfter.map { count > $0 } == true
        completion(fails ? 1 : 0)
        return NoProcess()
    }

    var launches: [(String, [String])] { log.withLock { $0 } }
}

/// Launches for real, then waits (at most 5 s) until the script has written its pid to `pidFile`, so that the
/// caller's timeout starts with the program running.
struct RunningLauncher: ProcessLauncher {
    let pidFile: String

    /// The pid the script wrote, if it did.
    var pid: Int32? {
        (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap {
            Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    @discardableResult
    func launch(
        _ path: String, arguments: [String], completion: @escaping @Sendable (Int32) -> Void
    ) throws -> any HelperProcess {
        let process = try SpawnProcessLauncher().launch(path, arguments: arguments, completion: completion)
        _ = eventually { pid != nil }
        return process
    }
}

/// A helper that already finished.
struct NoProcess: HelperProcess {
    func terminate() {}
}

/// Collects bells and degradation reasons.
final class Collector: Sendable {
    private let bells = Mutex(0)
    private let reasons = Mutex<[CueDegradation]>([])
    var ring: @Sendable (String) -> Void { { [self] text in if text == "\u{07}" { bells.withLock { $0 += 1 } } } }
    var degrade: @Sendable (CueDegradation) -> Void { { [self] reason in reasons.withLock { $0.append(reason) } } }
    var bellCount: Int { bells.withLock { $0 } }
    var degradations: [CueDegradation] { reasons.withLock { $0 } }
}

@Suite struct DispatcherTests {
    private let player = AudioPlayer(name: "aplay", path: "/usr/bin/aplay")
    private let tones = ToneFiles(
        tones: Dictionary(uniqueKeysWithValues: CueTone.allCases.map { ($0, "/t/\($0).wav") }),
        silence: "/t/silence.wav")
    private let voice = SpeechVoice(name: "espeak-ng", path: "/usr/bin/espeak-ng")
    private let rest = CueEvent.workToRest(SegmentCue(kind: .rest, label: "Rest", nextExercise: "Squat; rm -rf ~"))

    /// Waits (at most 5 s) until the helper queue has handled `count` launches.
    private func waitFor(_ launcher: FakeLauncher, count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(eventually { launcher.launches.count >= count }, sourceLocation: sourceLocation)
    }

    @Test func playsTonesAndSpeechWithArgumentArrays() {
        let launcher = FakeLauncher()
        let collector = Collector()
        var settings = CueSettings.defaults
        settings.voice = true
        let dispatcher = CueDispatcher(
            settings: settings, capabilities: CueCapabilities(players: [player], voice: voice), toneFiles: tones,
            launcher: launcher, verifyPlayers: false, ring: collector.ring, onDegraded: collector.degrade)
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
            settings: settings, capabilities: CueCapabilities(players: [], voice: nil), toneFiles: tones,
            launcher: FakeLauncher(), ring: collector.ring, onDegraded: collector.degrade)
        #expect(dispatcher.startupDegradations == [.noPlayer])
        dispatcher.deliver(.countdown(3))
        #expect(collector.bellCount == 1, "the bell stands in even when it is switched off")
    }

    @Test(arguments: [
        (FakeLauncher.Behaviour.refuse, HelperFailure.couldNotStart), (.exit(1), .exitStatus(1)),
    ])
    func aPlayerFailingItsTestIsReportedOnceAndTheBellTakesOver(
        behaviour: FakeLauncher.Behaviour, failure: HelperFailure
    ) {
        let launcher = FakeLauncher(behaviour)
        let collector = Collector()
        var settings = CueSettings.defaults
        settings.bell = false
        let dispatcher = CueDispatcher(
            settings: settings, capabilities: CueCapabilities(players: [player], voice: nil), toneFiles: tones,
            launcher: launcher, ring: collector.ring, onDegraded: collector.degrade)
        #expect(dispatcher.startupDegradations.isEmpty)
        #expect(eventually { !collector.degradations.isEmpty }, "the test play failed")
        dispatcher.deliver(.countdown(2))
        dispatcher.deliver(.countdown(1))
        #expect(collector.degradations == [.noUsablePlayer(["aplay": failure])])
        #expect(collector.bellCount == 2)
        #expect(launcher.launches.map(\.1) == [["-q", "/t/silence.wav"]], "only the test play ran")
    }

    @Test func theFirstPlayerThatPlaysTheTestSoundIsUsed() {
        let paplay = AudioPlayer(name: "paplay", path: "/usr/bin/paplay")
        let launcher = PerProgramLauncher(failing: ["/usr/bin/paplay"])
        let collector = Collector()
        let dispatcher = CueDispatcher(
            settings: .defaults, capabilities: CueCapabilities(players: [paplay, player], voice: nil),
            toneFiles: tones, launcher: launcher, ring: collector.ring, onDegraded: collector.degrade)
        dispatcher.deliver(.halfway)
        #expect(eventually { launcher.launches.count >= 3 })
        #expect(
            launcher.launches.map(\.0) == ["/usr/bin/paplay", "/usr/bin/aplay", "/usr/bin/aplay"],
            "paplay fails its test, aplay passes and plays the cue")
        #expect(launcher.launches.last?.1 == ["-q", "/t/halfway.wav"])
        #expect(collector.degradations.isEmpty && !dispatcher.isDegraded)
    }

    @Test func aPlayerFailingMidWorkoutIsReportedOnce() {
        let launcher = PerProgramLauncher(failing: [], failAfter: 1)
        let collector = Collector()
        let dispatcher = CueDispatcher(
            settings: .defaults, capabilities: CueCapabilities(players: [player], voice: nil), toneFiles: tones,
            launcher: launcher, ring: collector.ring, onDegraded: collector.degrade)
        dispatcher.deliver(.halfway)
        #expect(eventually { !collector.degradations.isEmpty })
        dispatcher.deliver(.halfway)
        #expect(collector.degradations == [.playerFailed(name: "aplay", .exitStatus(1))])
        #expect(dispatcher.isDegraded)
    }

    @Test func helperTestsStopAHangingProgram() throws {
        let folder = NSTemporaryDirectory() + "interfit-hang-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/hang"
        try writeScript(script, "#!/bin/sh\necho $$ > \(folder)/pid\nexec sleep 30\n")
        let launcher = RunningLauncher(pidFile: folder + "/pid")
        let started = ContinuousClock.now
        let state = HelperTest.run(script, arguments: [], launcher: launcher, timeoutSeconds: 1)
        #expect(state == .failed(.timedOut(seconds: 1)))
        #expect(ContinuousClock.now - started < .seconds(25), "not waited for until its sleep 30 ended")
        let pid = try #require(launcher.pid, "the script ran and wrote its pid")
        #expect(eventually { processHasEnded(pid) }, "the hanging program was stopped")
    }

    @Test func theDoctorProbeTestPlaysEachInstalledPlayer() throws {
        let folder = NSTemporaryDirectory() + "interfit-probe-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, code) in [("paplay", 1), ("aplay", 0), ("espeak-ng", 0)] {
            try writeScript(folder + "/" + name, "#!/bin/sh\nexit \(code)\n")
        }
        let report = CueEnvironmentProbe(path: folder, silence: "/dev/null").probe()
        #expect(
            report.players == [
                HelperProgramStatus(name: "pw-play", path: nil, state: .missing),
                HelperProgramStatus(name: "paplay", path: folder + "/paplay", state: .failed(.exitStatus(1))),
                HelperProgramStatus(name: "aplay", path: folder + "/aplay", state: .usable),
            ])
        #expect(report.usablePlayer?.name == "aplay")
        #expect(report.voice?.path == folder + "/espeak-ng")
    }

    @Test func deliveringNeverWaitsForTheHelper() {
        let gate = DispatchSemaphore(value: 0)
        let launcher = FakeLauncher(.block(gate))
        let dispatcher = CueDispatcher(
            settings: CueSettings.defaults, capabilities: CueCapabilities(players: [player], voice: nil),
            toneFiles: tones,
            launcher: launcher, verifyPlayers: false, ring: { _ in }, onDegraded: { _ in })
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
        for name in ["aplay", "espeak"] { try writeScript(folder + "/" + name, "#!/bin/sh\n") }
        let found = CueCapabilities.detect(path: "/nonexistent:" + folder)
        #expect(found.players == [AudioPlayer(name: "aplay", path: folder + "/aplay")])
        #expect(found.voice == SpeechVoice(name: "espeak", path: folder + "/espeak"))
        #expect(found.found.first { $0.name == "pw-play" }?.path == nil)
        #expect(CueCapabilities.detect(path: "/nonexistent").players.isEmpty)
        // Cues that play no tones or no voice look for neither: nothing is found, nothing is listed.
        let voicesOnly = CueCapabilities.detect(path: folder, players: false)
        #expect((voicesOnly.players, voicesOnly.voice?.name) == ([], "espeak"))
        #expect(voicesOnly.found.map(\.name) == ["espeak-ng", "espeak", "spd-say"])
        let nothing = CueCapabilities.detect(path: folder, players: false, voices: false)
        #expect(nothing == CueCapabilities(players: [], voice: nil, found: []))
    }

    @Test func recordingSinkKeepsOrder() {
        let sink = RecordingCueSink()
        sink.deliver(.countdown(3))
        sink.deliver(.completed)
        #expect(sink.cues == [.countdown(3), .completed])
    }
}
