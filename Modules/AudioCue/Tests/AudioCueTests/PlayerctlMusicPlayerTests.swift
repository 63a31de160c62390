import Foundation
import Shared
import Testing

@testable import AudioCue

/// The desktop player source against a stand-in MPRIS player on a private session bus, through the real playerctl.
@Suite(.serialized, .enabled(if: FakeMPRISPlayer.isAvailable, "needs dbus-run-session and python3-dbus"))
struct PlayerctlMusicPlayerTests {
    private let work = MusicSelection(source: .player, reference: "")

    private func player(
        _ bus: FakeMPRISPlayer, _ log: MusicLog, path: String? = installed("playerctl")
    )
        -> PlayerctlMusicPlayer
    {
        PlayerctlMusicPlayer(playerctlPath: path, environment: bus.environment, onDegraded: log.onDegraded)
    }

    @Test func playsDuringWorkPausesDuringRestAndFollowsTheSession() throws {
        let bus = try FakeMPRISPlayer()
        defer { bus.stop() }
        let log = MusicLog()
        let player = player(bus, log)

        player.apply(.play(work))
        #expect(eventually { bus.calls == ["Play"] })
        player.apply(.continue(work))
        player.apply(.pause)
        #expect(eventually { bus.calls == ["Play", "Pause"] }, "continue plays nothing new; rest pauses")
        player.apply(.play(work))
        player.setPaused(true)
        player.setPaused(false)
        #expect(player.stopAndWait())
        #expect(bus.calls == ["Play", "Pause", "Play", "Pause", "Play", "Pause"])
        #expect(log.degradations.isEmpty)
    }

    @Test func aNamedPlayerIsAddressedAndAMissingOneIsReportedOnce() throws {
        let bus = try FakeMPRISPlayer(name: "fakeplayer")
        defer { bus.stop() }
        let log = MusicLog()
        let player = player(bus, log)

        player.apply(.play(MusicSelection(source: .player, reference: "fakeplayer")))
        #expect(eventually { bus.calls == ["Play"] })
        player.apply(.play(MusicSelection(source: .player, reference: "nosuchplayer")))
        player.apply(.pause)
        player.apply(.play(MusicSelection(source: .player, reference: "nosuchplayer")))
        #expect(player.stopAndWait())
        #expect(log.degradations == [.music(.noDesktopPlayer)])
        #expect(bus.calls == ["Play", "Pause"], "switching to another player pauses the first")
    }

    @Test func duckingAndMutingLowerTheVolumeAndGiveItBack() throws {
        let bus = try FakeMPRISPlayer()
        defer { bus.stop() }
        let log = MusicLog()
        let player = player(bus, log)
        player.apply(.play(work))
        #expect(eventually { bus.calls == ["Play"] })

        // Two overlapping cues, then a pause and a resume asked at once after them (queued behind the ducks).
        let called = ContinuousClock.now
        player.duck(for: .seconds(1))
        player.duck(for: .seconds(1))
        player.setPaused(true)
        player.setPaused(false)
        #expect(eventually { bus.calls.count == 5 })
        let back = ContinuousClock.now - called
        #expect(
            bus.calls == ["Play", "Volume 0.28", "Pause", "Play", "Volume 0.80"],
            "one dip (35% of the user's 0.8) at once, before the pause asked after it; the volume comes back last")
        #expect(back >= .seconds(1), "the volume stays down for the cue: back after \(back)")

        player.setMuted(true)
        player.duck(for: .milliseconds(400))
        player.setMuted(false)
        #expect(eventually { bus.calls.count == 8 })
        #expect(player.stopAndWait())
        #expect(
            bus.calls.dropFirst(5) == ["Volume 0.00", "Volume 0.28", "Volume 0.80", "Pause"],
            "muted, ducked (silent still), unmuted under the duck, back; stop pauses")
    }

    @Test func aMissingPlayerctlIsReportedOnce() throws {
        let bus = try FakeMPRISPlayer()
        defer { bus.stop() }
        for path in [nil, "/nonexistent/playerctl"] {
            let log = MusicLog()
            let player = player(bus, log, path: path)
            player.apply(.play(work))
            player.duck(for: .milliseconds(50))
            player.apply(.pause)
            player.apply(.play(work))
            #expect(player.stopAndWait())
            #expect(log.degradations == [.music(.noPlayerctl)])
        }
        #expect(bus.calls.isEmpty)
    }

    @Test func noPlayerOnTheBusIsReportedOnce() throws {
        let bus = try FakeMPRISPlayer()
        defer { bus.stop() }
        let log = MusicLog()
        let lonely = PlayerctlMusicPlayer(
            playerctlPath: installed("playerctl"),
            environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus", "PATH": "/usr/bin:/bin"],
            onDegraded: log.onDegraded)
        lonely.apply(.play(work))
        lonely.apply(.play(work))
        #expect(lonely.stopAndWait())
        #expect(log.degradations == [.music(.noDesktopPlayer)])
    }
}
