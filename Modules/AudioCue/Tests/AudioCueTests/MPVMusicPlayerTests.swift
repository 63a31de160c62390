import Foundation
import Shared
import Testing

@testable import AudioCue

/// Real mpv (`--ao=null`) with generated WAV files, inspected over its IPC socket.
@Suite(.serialized) struct MPVMusicPlayerTests {
    private func player(
        _ log: MusicLog, environment: [String: String] = ProcessInfo.processInfo.environment,
        clock: any MonotonicClock = SystemMonotonicClock(), mpv: String? = installedMPV
    ) -> MPVMusicPlayer {
        MPVMusicPlayer(
            mpvPath: mpv, environment: environment, clock: clock, extraArguments: ["--ao=null"],
            onDegraded: log.onDegraded, onPlaying: log.onPlaying)
    }

    private func local(_ path: String, _ mode: MusicPlayMode = .continue) -> MusicSelection {
        MusicSelection(source: .local, reference: path, mode: mode)
    }

    /// The time mpv reports for the current file once it has one.
    private func time(_ probe: MPVProbe) -> Double? {
        var seconds: Double?
        _ = eventually {
            seconds = probe.number("time-pos")
            return seconds != nil
        }
        return seconds
    }

    @Test func eachDirectivePlaysItsSelectionAndContinueDoesNotRestart() throws {
        let fixture = try MusicFixture()
        defer { fixture.remove() }
        let a = try fixture.wav("a.wav")
        let b = try fixture.wav("b.wav")
        let log = MusicLog()
        let player = player(log)
        defer { player.stopAndWait() }

        player.apply(.play(local(a)))
        #expect(eventually { log.lastPath == a })
        let probe = try #require(MPVProbe(socket: player.socketPath))
        defer { probe.close() }
        #expect(eventually { (probe.number("time-pos") ?? 0) > 0.3 })
        let before = try #require(probe.number("time-pos"))
        player.apply(.continue(local(a, .continue)))
        var times: [Double] = []
        #expect(
            eventually {
                times.append(probe.number("time-pos") ?? -1)
                return times.last! > before + 0.3
            }, "the same selection keeps playing")
        #expect(times.allSatisfy { $0 >= before }, "time never went back: \(times)")
        #expect(probe.startedFiles == 0 && log.paths == [a], "continue never reloads")

        player.apply(.play(local(b)))
        #expect(eventually { log.lastPath == b })
        #expect((time(probe) ?? 99) < 1)
        player.apply(.pause)
        #expect(eventually { probe.get("pause") == .bool(true) })
        player.apply(.play(local(b)))
        #expect(eventually { probe.get("pause") == .bool(false) }, "the same selection after silence just resumes")
        #expect(log.paths == [a, b])
        #expect(log.degradations.isEmpty)
    }

    @Test func continueModeResumesWhereTheSelectionWasLeftAndRestartStartsOver() throws {
        let fixture = try MusicFixture()
        defer { fixture.remove() }
        let a = try fixture.wav("a.wav")
        let b = try fixture.wav("b.wav")
        let c = try fixture.wav("c.wav")
        let log = MusicLog()
        let player = player(log)
        defer { player.stopAndWait() }

        player.apply(.play(local(a)))
        #expect(eventually { log.lastPath == a })
        let probe = try #require(MPVProbe(socket: player.socketPath))
        defer { probe.close() }
        #expect(eventually { (probe.number("time-pos") ?? 0) >= 1.2 })
        let left = try #require(probe.number("time-pos"))
        player.apply(.play(local(b)))
        #expect(eventually { log.lastPath == b })
        #expect(eventually { (probe.number("time-pos") ?? 0) >= 0.5 })
        player.apply(.play(local(a)))
        #expect(log.firstPath(after: 2) == a)
        let resumed = try #require(time(probe))
        #expect(resumed >= left - 0.05 && resumed < left + 0.8, "resumed at \(resumed), left at \(left)")

        player.apply(.play(local(c, .restart)))
        #expect(eventually { log.lastPath == c })
        #expect(eventually { (probe.number("time-pos") ?? 0) >= 1.2 })
        player.apply(.play(local(b)))
        #expect(eventually { log.lastPath == b })
        player.apply(.play(local(c, .restart)))
        #expect(eventually { log.lastPath == c })
        let restarted = try #require(time(probe))
        #expect(restarted < 0.5, "restart mode starts at 0, not \(restarted)")
        #expect(log.degradations.isEmpty)
    }

    @Test func foldersAndPlaylistsPlayAsPlaylistsAndResumeTheirEntry() throws {
        let fixture = try MusicFixture()
        defer { fixture.remove() }
        let first = try fixture.wav("album/1.wav", seconds: 1.2)
        let second = try fixture.wav("album/2.wav")
        let third = try fixture.wav("album/3.wav")
        let b = try fixture.wav("b.wav")
        let list = try fixture.text("mix.m3u", ["#EXTM3U", "album/3.wav", "b.wav"])
        let list8 = try fixture.text("mix8.M3U8", ["b.wav"])
        let log = MusicLog()
        let player = player(log)
        defer { player.stopAndWait() }

        player.apply(.play(local(fixture.path("album"))))
        #expect(eventually { log.lastPath == first })
        #expect(eventually { log.lastPath == second }, "the folder plays on to its next file")
        let probe = try #require(MPVProbe(socket: player.socketPath))
        defer { probe.close() }
        #expect(eventually { (probe.number("time-pos") ?? 0) >= 0.6 })
        let left = try #require(probe.number("time-pos"))
        player.apply(.play(local(list)))
        #expect(log.firstPath(after: 2) == third, "an m3u plays its first entry, relative to the list")
        let switched = ContinuousClock.now
        player.apply(.play(local(fixture.path("album"))))
        #expect(eventually(within: .milliseconds(600)) { log.lastPath == second })
        #expect(
            ContinuousClock.now - switched < .milliseconds(800),
            "the folder comes back at the entry it left (its first file lasts 1.2 s)")
        #expect(eventually { (probe.number("time-pos") ?? 0) >= left - 0.05 })
        #expect((probe.number("time-pos") ?? 99) < left + 0.8, "at the time it left")
        #expect(probe.get("playlist-pos") == .int(1))
        player.apply(.play(local(list8)))
        #expect(eventually { log.lastPath == b })
        #expect(log.degradations.isEmpty)
    }

    @Test func shuffleShufflesThePlaylist() throws {
        let fixture = try MusicFixture()
        defer { fixture.remove() }
        let files = try (1...8).map { try fixture.wav("many/\($0).wav", seconds: 5) }
        let log = MusicLog()
        let player = player(log)
        defer { player.stopAndWait() }

        player.apply(.play(local(fixture.path("many"), .shuffle)))
        #expect(eventually { log.lastPath.map(files.contains) == true })
        let probe = try #require(MPVProbe(socket: player.socketPath))
        defer { probe.close() }
        guard case .array(let entries) = probe.get("playlist") else {
            Issue.record("no playlist")
            return
        }
        let order = entries.compactMap { $0["filename"]?.string }
        #expect(Set(order) == Set(files))
        #expect(order != files, "8 entries stay in order once in 40320 shuffles")
    }

    @Test func duckingDipsTheVolumeAtOnceAndBringsItBack() throws {
        let fixture = try MusicFixture()
        defer { fixture.remove() }
        let a = try fixture.wav("a.wav")
        let log = MusicLog()
        let player = player(log)
        defer { player.stopAndWait() }
        player.apply(.play(local(a)))
        #expect(eventually { log.lastPath == a })
        let probe = try #require(MPVProbe(socket: player.socketPath))
        defer { probe.close() }
        probe.watchVolume()
        #expect(eventually { probe.volumeLog.last?.volume == 100 }, "the fade-in ends at full volume")

        let called = ContinuousClock.now
        player.duck(for: .milliseconds(400))
        #expect(eventually { probe.volumeLog.contains { $0.volume <= 35 } })
        let dip = try #require(probe.volumeLog.first { $0.time > called && $0.volume < 100 })
        let lowest = try #require(probe.volumeLog.first { $0.volume <= 35 })
        #expect(dip.time - called < .milliseconds(20), "the dip starts \(dip.time - called) after the call")
        #expect(eventually { probe.volumeLog.last?.volume == 100 }, "the volume comes back")
        let back = try #require(probe.volumeLog.last)
        #expect(back.time - lowest.time >= .milliseconds(300), "the dip lasts for the cue")
        #expect(back.time - called < .milliseconds(900))
    }

    @Test func pauseSilenceAndMuteReachMpv() throws {
        let fixture = try MusicFixture()
        defer { fixture.remove() }
        let a = try fixture.wav("a.wav")
        let log = MusicLog()
        let player = player(log)
        defer { player.stopAndWait() }
        player.apply(.play(local(a)))
        #expect(eventually { log.lastPath == a })
        let probe = try #require(MPVProbe(socket: player.socketPath))
        defer { probe.close() }

        player.setPaused(true)
        #expect(eventually { probe.get("pause") == .bool(true) })
        player.setPaused(false)
        #expect(eventually { probe.get("pause") == .bool(false) })
        player.apply(.pause)
        player.setPaused(true)
        player.setPaused(false)
        player.setMuted(true)
        #expect(eventually { probe.get("mute") == .bool(true) })
        #expect(probe.get("pause") == .bool(true), "resuming the session keeps a silent segment silent")
        player.setMuted(false)
        #expect(eventually { probe.get("mute") == .bool(false) })
    }

    @Test func aMissingSelectionIsReportedOnceAndTheMusicContinues() throws {
        let fixture = try MusicFixture()
        defer { fixture.remove() }
        let a = try fixture.wav("a.wav")
        let missing = fixture.path("gone.mp3")
        let log = MusicLog()
        let player = player(log)
        defer { player.stopAndWait() }
        player.apply(.play(local(a)))
        #expect(eventually { log.lastPath == a })
        let probe = try #require(MPVProbe(socket: player.socketPath))
        defer { probe.close() }
        #expect(eventually { (probe.number("time-pos") ?? 0) > 0.2 })
        let before = try #require(probe.number("time-pos"))

        player.apply(.play(local(missing)))
        player.apply(.continue(local(missing)))
        player.apply(.play(local(missing)))
        #expect(eventually { !log.degradations.isEmpty })
        #expect(eventually { (probe.number("time-pos") ?? 0) > before + 0.3 }, "the previous music plays on")
        #expect(log.degradations == [.music(.missing(missing))])
        #expect(log.paths == [a])
        #expect(probe.get("pause") == .bool(false))
    }

    @Test func aSelectionMpvCannotLoadIsReportedAndThePreviousOneComesBack() throws {
        let fixture = try MusicFixture()
        defer { fixture.remove() }
        let a = try fixture.wav("a.wav")
        let bad = try fixture.text("bad.wav", Array(repeating: "not audio at all", count: 500))
        let broken = try fixture.text("broken.m3u", ["nothing-here-1.wav", "nothing-here-2.wav"])
        let garbage = try fixture.text("garbage.m3u", ["\u{0}\u{1}"])
        let log = MusicLog()
        let player = player(log)
        defer { player.stopAndWait() }
        player.apply(.play(local(a)))
        #expect(eventually { log.lastPath == a })
        let probe = try #require(MPVProbe(socket: player.socketPath))
        defer { probe.close() }
        #expect(eventually { (probe.number("time-pos") ?? 0) > 1 })
        let left = try #require(probe.number("time-pos"))

        player.apply(.play(local(bad)))
        #expect(eventually { log.degradations == [.music(.loadFailed(bad))] })
        #expect(eventually { log.lastPath == a }, "the previous selection comes back")
        let resumed = try #require(time(probe))
        #expect(resumed >= left - 0.05 && resumed < left + 1, "and goes on where it was: \(resumed) vs \(left)")

        player.apply(.play(local(broken)))
        #expect(eventually { log.degradations.count == 2 })
        #expect(eventually { log.lastPath == a })
        #expect(eventually { probe.get("pause") == .bool(false) })
        let played = log.paths.count
        player.apply(.play(local(garbage)))
        #expect(eventually { log.degradations.count == 3 })
        #expect(log.paths.count == played, "mpv refused the list, so the music never stopped")
        #expect(
            log.degradations == [
                .music(.loadFailed(bad)), .music(.loadFailed(broken)), .music(.loadFailed(garbage)),
            ])
        #expect(eventually { probe.get("pause") == .bool(false) && probe.get("path")?.string == a })
        player.apply(.play(local(bad)))
        #expect(eventually { (probe.number("time-pos") ?? 0) > resumed + 0.5 })
        #expect(log.degradations.count == 3, "a selection that failed is not tried again")
        #expect(log.paths.last == a)

        player.apply(.pause)
        #expect(eventually { probe.get("pause") == .bool(true) })
        let another = try fixture.text("another.m3u", ["\u{0}"])
        player.apply(.play(local(another)))
        #expect(eventually { log.degradations.count == 4 })
        #expect(eventually { probe.get("pause") == .bool(true) }, "after a failure during silence, silence again")
    }

    @Test func aKilledPlayerIsReportedOnceAndNotRestarted() throws {
        let fixture = try MusicFixture()
        defer { fixture.remove() }
        let a = try fixture.wav("a.wav")
        let b = try fixture.wav("b.wav")
        let log = MusicLog()
        let player = player(log)
        defer { player.stopAndWait() }
        player.apply(.play(local(a)))
        #expect(eventually { log.lastPath == a })
        let pid = try #require(player.processID)
        let socket = try #require(player.socketPath)

        kill(pid, SIGKILL)
        #expect(eventually { log.degradations == [.music(.playerDied)] })
        #expect(eventually { player.socketPath == nil })
        #expect(!FileManager.default.fileExists(atPath: (socket as NSString).deletingLastPathComponent))
        player.apply(.play(local(b)))
        player.duck(for: .milliseconds(100))
        player.setPaused(true)
        player.apply(.play(local(a)))
        #expect(player.stopAndWait())
        #expect(player.processID == pid, "no second mpv")
        #expect(log.degradations == [.music(.playerDied)])
        #expect(log.paths == [a])
    }

    /// mpv playing a file of `fixture`, with its process id and socket folder.
    private func playing(
        _ fixture: MusicFixture, _ log: MusicLog
    ) throws
        -> (player: MPVMusicPlayer, file: String, pid: Int32, socket: String)
    {
        let file = try fixture.wav("a.wav")
        let player = player(log)
        player.apply(.play(local(file)))
        #expect(eventually { log.lastPath == file })
        return (player, file, try #require(player.processID), try #require(player.socketPath))
    }

    @Test func theSocketFolderGoesBeforeAnMPVThatCannotQuit() throws {
        // A process that exits while mpv is still ending must not leave its folder behind: the folder goes
        // well before the 500 ms mpv is given to quit.
        let fixture = try MusicFixture()
        defer { fixture.remove() }
        let (player, _, pid, socket) = try playing(fixture, MusicLog())
        kill(pid, SIGSTOP)
        player.stop()
        let folder = (socket as NSString).deletingLastPathComponent
        #expect(eventually(within: .milliseconds(400)) { !FileManager.default.fileExists(atPath: folder) })
        #expect(player.stopAndWait())
        #expect(processIsGone(pid))
    }

    @Test func stopLeavesNoProcessAndNoSocketFolder() throws {
        let fixture = try MusicFixture()
        defer { fixture.remove() }
        let log = MusicLog()
        let (player, a, pid, socket) = try playing(fixture, log)
        #expect(FileManager.default.fileExists(atPath: socket))

        #expect(player.stopAndWait())
        #expect(processIsGone(pid))
        #expect(!FileManager.default.fileExists(atPath: (socket as NSString).deletingLastPathComponent))
        #expect(player.socketPath == nil)
        player.apply(.play(local(a)))
        #expect(player.stopAndWait(), "stopping twice is fine")
        #expect(log.degradations.isEmpty && log.paths == [a])
    }

    @Test func closingTheLifeTieEndsMpvAsOurDeathWould() throws {
        let fixture = try MusicFixture()
        defer { fixture.remove() }
        let a = try fixture.wav("a.wav")
        let log = MusicLog()
        let player = player(log)
        defer { player.stopAndWait() }
        player.apply(.play(local(a)))
        #expect(eventually { log.lastPath == a })
        let pid = try #require(player.processID)

        player.closeLifeTie()
        #expect(eventually { player.playerHasExited }, "mpv quits when our end of the connection closes")
        #expect(processIsGone(pid))
        #expect(eventually { log.degradations == [.music(.playerDied)] })
    }

    @Test func withoutMpvNothingStartsAndThatIsReportedOnce() {
        let log = MusicLog()
        let player = player(log, mpv: nil)
        player.apply(.play(local("/music/a.mp3")))
        player.apply(.play(local("/music/b.mp3")))
        player.duck(for: .milliseconds(100))
        #expect(player.stopAndWait())
        #expect(log.degradations == [.music(.noMPV)])
        #expect(player.processID == nil)
    }

    @Test func theSocketLivesInAPrivateFolderUnderTheRuntimeDirectory() throws {
        let fixture = try MusicFixture()
        defer { fixture.remove() }
        let a = try fixture.wav("a.wav")
        let runtime = fixture.path("run")
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: false)
        chmod(runtime, 0o700)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = runtime
        let log = MusicLog()
        let player = player(log, environment: environment)
        player.apply(.play(local(a)))
        #expect(eventually { log.lastPath == a })
        let socket = try #require(player.socketPath)
        let folder = (socket as NSString).deletingLastPathComponent
        #expect(folder.hasPrefix(runtime + "/interfit-\(getpid())-"))
        let mode = try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int
        #expect(mode == 0o700)
        #expect(player.stopAndWait())
        #expect(try FileManager.default.contentsOfDirectory(atPath: runtime).isEmpty)
    }

    @Test func switchesReachMpvWellWithinAHundredMilliseconds() throws {
        let fixture = try MusicFixture()
        defer { fixture.remove() }
        let a = try fixture.wav("a.wav")
        let b = try fixture.wav("b.wav")
        let clock = SystemMonotonicClock()
        let log = MusicLog()
        let player = player(log, clock: clock)
        defer { player.stopAndWait() }
        player.apply(.play(local(a)))
        #expect(eventually { log.lastPath == a })

        var latencies: [Duration] = []
        for round in 1...16 {
            let target = round.isMultiple(of: 2) ? a : b
            let count = log.reports.count
            let called = clock.now()
            player.apply(.play(local(target)))
            #expect(eventually { log.reports.count > count && log.lastPath == target })
            if let report = log.reports.last { latencies.append(report.time - called) }
        }
        let sorted = latencies.sorted()
        #expect(sorted.count == 16)
        #expect(
            (sorted.last ?? .seconds(1)) <= .milliseconds(100),
            "switch latency: median \(sorted[sorted.count / 2]), max \(sorted.last ?? .zero)")
    }
}
