import Foundation
import Shared
import Synchronization
import Testing

@testable import AudioCue

/// Records what a router asks of a player, as short words (`play a`, `pause`, `duck 700`, `muted`, `stop`,
/// `stop and wait 3000`). Its `stopAndWait` finishes when `stopping` is signalled (at once without one) and gives up
/// after its timeout, as a real player does.
final class RecordingMusicPlayer: MusicPlayer {
    let name: String
    private let log: Mutex<[String]>
    private let shared: (@Sendable (String) -> Void)?
    private let stopping: DispatchSemaphore?

    init(_ name: String, shared: (@Sendable (String) -> Void)? = nil, stopping: DispatchSemaphore? = nil) {
        self.name = name
        log = Mutex([])
        self.shared = shared
        self.stopping = stopping
    }

    private func note(_ word: String) {
        log.withLock { $0.append(word) }
        shared?("\(name): \(word)")
    }

    var calls: [String] { log.withLock { $0 } }

    func apply(_ directive: MusicDirective) {
        note(directive.action + (directive.selection.map { " " + $0.reference } ?? ""))
    }
    func setPaused(_ paused: Bool) { note(paused ? "paused" : "resumed") }
    func setMuted(_ muted: Bool) { note(muted ? "muted" : "unmuted") }
    func duck(for duration: Duration) { note("duck \(Int(duration / .milliseconds(1)))") }
    func stop() { note("stop") }
    func stopAndWait(timeout: Duration) -> Bool {
        note("stop and wait \(Int(timeout / .milliseconds(1)))")
        guard let stopping else { return true }
        return stopping.wait(timeout: .now() + .nanoseconds(Int(timeout / .nanoseconds(1)))) == .success
    }
}

/// Collects every player's calls in one ordered list.
final class CallLog: Sendable {
    private let entries = Mutex<[String]>([])
    var record: @Sendable (String) -> Void { { [self] entry in entries.withLock { $0.append(entry) } } }
    var all: [String] { entries.withLock { $0 } }
}

@Suite struct MusicRouterTests {
    private let song = MusicSelection(source: .local, reference: "/m/song.mp3")
    private let desktop = MusicSelection(source: .player, reference: "spotify")

    @Test func playersAreMadeOnlyWhenASelectionNeedsThem() {
        let log = CallLog()
        let made = Mutex<[String]>([])
        let router = MusicRouter(
            local: {
                made.withLock { $0.append("local") }
                return RecordingMusicPlayer("mpv", shared: log.record)
            },
            player: {
                made.withLock { $0.append("player") }
                return RecordingMusicPlayer("mpris", shared: log.record)
            })
        router.setPaused(true)
        router.setMuted(true)
        router.apply(.pause)
        router.duck()
        router.apply(.play(.silence))
        #expect(made.withLock { $0 }.isEmpty, "a session without music starts nothing")
        router.apply(.play(song))
        #expect(made.withLock { $0 } == ["local"])
        #expect(log.all == ["mpv: paused", "mpv: muted", "mpv: play /m/song.mp3"], "a new player inherits the session")
        #expect(router.stopAndWait())
        #expect(log.all.last == "mpv: stop and wait 3000")
        #expect(made.withLock { $0 } == ["local"], "stopping makes no player")
    }

    @Test func stopAndWaitReturnsOnlyOnceEveryPlayerHasStopped() {
        let log = CallLog()
        let mpvStops = DispatchSemaphore(value: 0)
        let desktopStops = DispatchSemaphore(value: 0)
        let router = MusicRouter(
            local: { RecordingMusicPlayer("mpv", shared: log.record, stopping: mpvStops) },
            player: { RecordingMusicPlayer("mpris", shared: log.record, stopping: desktopStops) })
        router.apply(.play(song))
        router.apply(.play(desktop))
        let result = Mutex<Bool?>(nil)
        let waiting = Thread {
            let stopped = router.stopAndWait(timeout: .seconds(60))
            result.withLock { $0 = stopped }
        }
        waiting.start()

        #expect(eventually { log.all.last == "mpv: stop and wait 60000" })
        #expect(result.withLock { $0 } == nil, "still waiting for mpv to stop")
        mpvStops.signal()
        #expect(eventually { log.all.last == "mpris: stop and wait 60000" })
        #expect(result.withLock { $0 } == nil, "still waiting for the desktop player")
        desktopStops.signal()
        #expect(eventually { result.withLock { $0 } != nil })
        #expect(result.withLock { $0 } == true)

        router.apply(.play(song))
        router.duck()
        #expect(router.stopAndWait(timeout: .seconds(60)), "a second stop has nothing left to wait for")
        #expect(
            log.all == [
                "mpv: play /m/song.mp3", "mpv: pause", "mpris: play spotify", "mpv: stop and wait 60000",
                "mpris: stop and wait 60000",
            ], "nothing reaches a player once stopped")
    }

    @Test func stopAndWaitSaysWhenAPlayerDidNotStopInTimeAndStillStopsTheOthers() {
        let log = CallLog()
        let router = MusicRouter(
            local: { RecordingMusicPlayer("mpv", shared: log.record, stopping: DispatchSemaphore(value: 0)) },
            player: { RecordingMusicPlayer("mpris", shared: log.record) })
        router.apply(.play(song))
        router.apply(.play(desktop))
        #expect(!router.stopAndWait(timeout: .milliseconds(50)), "mpv never finished stopping")
        #expect(log.all.suffix(2) == ["mpv: stop and wait 50", "mpris: stop and wait 50"])
    }

    @Test func eachSourceGoesToItsPlayerAndTheOtherOnePauses() {
        let log = CallLog()
        let router = MusicRouter(
            local: { RecordingMusicPlayer("mpv", shared: log.record) },
            player: { RecordingMusicPlayer("mpris", shared: log.record) })
        router.apply(.play(song))
        router.apply(.continue(song))
        router.duck(for: .milliseconds(700))
        router.apply(.play(desktop))
        router.duck(for: .seconds(2))
        router.apply(.pause)
        router.setPaused(true)
        router.setMuted(true)
        router.apply(.play(song))
        router.setPaused(false)
        router.stop()
        router.apply(.play(desktop))
        router.duck()
        router.stop()
        #expect(
            log.all == [
                "mpv: play /m/song.mp3", "mpv: continue /m/song.mp3", "mpv: duck 700",
                "mpv: pause", "mpris: play spotify", "mpris: duck 2000",
                "mpris: pause",
                "mpv: paused", "mpris: paused", "mpv: muted", "mpris: muted",
                "mpris: pause", "mpv: play /m/song.mp3",
                "mpv: resumed", "mpris: resumed",
                "mpv: stop", "mpris: stop",
            ])
    }
}

@Suite struct CueDuckingTests {
    /// Records each duck's length in milliseconds.
    final class Ducker: MusicDucking {
        private let lengths = Mutex<[Int]>([])
        func duck(for duration: Duration) { lengths.withLock { $0.append(Int(duration / .milliseconds(1))) } }
        var ducks: [Int] { lengths.withLock { $0 } }
    }

    private let player = AudioPlayer(name: "aplay", path: "/usr/bin/aplay")
    private let voice = SpeechVoice(name: "espeak-ng", path: "/usr/bin/espeak-ng")
    private let tones = ToneFiles(
        tones: Dictionary(uniqueKeysWithValues: CueTone.allCases.map { ($0, "/t/\($0).wav") }), silence: "/t/s.wav")

    private func dispatcher(_ settings: CueSettings, voice: SpeechVoice? = nil, ducking: Ducker) -> CueDispatcher {
        CueDispatcher(
            settings: settings, capabilities: CueCapabilities(players: [player], voice: voice), toneFiles: tones,
            launcher: FakeLauncher(), verifyPlayers: false, ducking: ducking, ring: { _ in }, onDegraded: { _ in })
    }

    @Test func everyCueThatSoundsDucksTheMusicForItsLength() {
        let ducker = Ducker()
        let tonesOnly = dispatcher(.defaults, ducking: ducker)
        tonesOnly.deliver(.countdown(3))
        tonesOnly.deliver(.halfway)
        var spoken = CueSettings.defaults
        spoken.voice = true
        dispatcher(spoken, voice: voice, ducking: ducker).deliver(.completed)
        #expect(ducker.ducks == [700, 700, 2000])
    }

    @Test func silentCuesLeaveTheMusicAlone() {
        let ducker = Ducker()
        let silent = CueSettings(
            bell: false, tones: false, voice: false, countdown: true, halfway: true, voiceLanguage: .english)
        dispatcher(silent, ducking: ducker).deliver(.countdown(2))
        #expect(ducker.ducks.isEmpty)
        var bellOnly = silent
        bellOnly.bell = true
        dispatcher(bellOnly, ducking: ducker).deliver(.countdown(1))
        #expect(ducker.ducks == [700], "the bell is a sound too")
    }

    @Test func theDuckIsAskedForAtOnceOnTheCallersThread() {
        let router = RecordingMusicPlayer("mpv")
        let dispatcher = CueDispatcher(
            settings: .defaults, capabilities: CueCapabilities(players: [player], voice: nil), toneFiles: tones,
            launcher: FakeLauncher(), verifyPlayers: false, ducking: router, ring: { _ in }, onDegraded: { _ in })
        dispatcher.deliver(.halfway)
        #expect(router.calls == ["duck 700"], "the duck is asked for synchronously, before the tone starts")
    }
}
