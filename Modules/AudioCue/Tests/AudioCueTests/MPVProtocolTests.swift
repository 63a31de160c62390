import Foundation
import Shared
import Testing

@testable import AudioCue

/// The JSON lines sent to mpv and read back from it, and the small pure pieces of the mpv player.
@Suite struct MPVProtocolTests {
    private func text(_ command: MPVCommand, _ id: Int = 7) -> String {
        String(decoding: command.line(requestID: id), as: UTF8.self)
    }

    @Test func commandsAreOneJSONLineWithTheirRequestID() {
        #expect(
            text(.loadList("/music/Work Out/"))
                == #"{"command":["loadlist","/music/Work Out/","replace"],"request_id":7}"# + "\n")
        #expect(
            text(.loadFile("/m/a \"b\".mp3"))
                == #"{"command":{"flags":"replace","name":"loadfile","url":"/m/a \"b\".mp3"},"request_id":7}"# + "\n")
        #expect(
            text(.loadFile("/m/a.mp3", start: 12.3456), 9)
                == #"{"command":{"flags":"replace","name":"loadfile","options":"start=12.346","url":"/m/a.mp3"},"request_id":9}"#
                + "\n")
        #expect(text(.loadFile("/m/a.mp3", start: 90)).contains(#""options":"start=90""#))
        #expect(text(.loadFile("/m/a.mp3", start: 0.05)).contains(#""options":"start=0.050""#))
        #expect(text(.set("volume", .double(35))) == #"{"command":["set_property","volume",35],"request_id":7}"# + "\n")
        #expect(text(.set("pause", .bool(true))) == #"{"command":["set_property","pause",true],"request_id":7}"# + "\n")
        #expect(
            text(.observe("time-pos", id: 3)) == #"{"command":["observe_property",3,"time-pos"],"request_id":7}"# + "\n"
        )
        #expect(text(.playIndex(2)) == #"{"command":["playlist-play-index",2],"request_id":7}"# + "\n")
        #expect(text(.seek(to: 61.5)) == #"{"command":["seek",61.5,"absolute"],"request_id":7}"# + "\n")
        #expect(text(.get("path")) == #"{"command":["get_property","path"],"request_id":7}"# + "\n")
        #expect(text(.quit, 0) == #"{"command":["quit"],"request_id":0}"# + "\n")
        #expect(
            text(.loadList("/a\nb")) == #"{"command":["loadlist","/a\nb","replace"],"request_id":7}"# + "\n",
            "a newline in a name never ends the line")
    }

    @Test func repliesAndEventsAreRead() {
        #expect(
            MPVMessage(
                line: Data(#"{"data":{"playlist_entry_id":5,"num_entries":3},"request_id":12,"error":"success"}"#.utf8))
                == .reply(
                    requestID: 12, error: "success",
                    data: .object(["playlist_entry_id": .int(5), "num_entries": .int(3)])))
        #expect(
            MPVMessage(line: Data(#"{"request_id":5,"error":"error running command"}"#.utf8))
                == .reply(requestID: 5, error: "error running command", data: .null))
        let change = MPVMessage(line: Data(#"{"event":"property-change","id":1,"name":"path","data":"/m/ä.mp3"}"#.utf8))
        #expect(change?.propertyChange?.name == "path" && change?.propertyChange?.value == .string("/m/ä.mp3"))
        let gone = MPVMessage(line: Data(#"{"event":"property-change","id":1,"name":"path"}"#.utf8))
        #expect(gone?.propertyChange?.value == .null)
        let time = MPVMessage(
            line: Data(#"{"event":"property-change","id":3,"name":"time-pos","data":12.500000}"#.utf8))
        #expect(time?.propertyChange?.value.number == 12.5)
        let position = MPVMessage(
            line: Data(#"{"event":"property-change","id":2,"name":"playlist-pos","data":2}"#.utf8))
        #expect(position?.propertyChange?.value.integer == 2)
        let ended = MPVMessage(
            line: Data(
                #"{"event":"end-file","reason":"error","playlist_entry_id":8,"file_error":"unrecognized file format"}"#
                    .utf8))
        #expect(ended?.entryID == 8)
        guard case .event("end-file", let fields) = ended else {
            Issue.record("not an end-file event")
            return
        }
        #expect(fields["reason"] == .string("error"))
        #expect(MPVMessage(line: Data(#"{"event":"start-file","playlist_entry_id":4}"#.utf8))?.entryID == 4)
        #expect(MPVMessage(line: Data("not json".utf8)) == nil)
        #expect(MPVMessage(line: Data("[1,2]".utf8)) == nil)
        #expect(MPVMessage(line: Data(#"{"something":"else"}"#.utf8)) == nil)
    }

    @Test func rampsMoveInSmallStepsAndLandOnTheTarget() {
        let fade = VolumeRamp(from: 0, to: 100, over: .milliseconds(150))
        #expect(fade.steps.map(\.after) == (0..<6).map { .milliseconds(25 * $0) })
        #expect(fade.steps.map(\.volume) == [17, 33, 50, 67, 83, 100])
        let dip = VolumeRamp(from: 100, to: 35, over: .milliseconds(50))
        #expect(dip.steps.map(\.volume) == [68, 35])
        #expect(dip.steps.first?.after == .zero, "the dip starts at once")
        #expect(VolumeRamp(from: 40, to: 100, over: .zero).steps == [.init(after: .zero, volume: 100)])
        #expect(VolumeRamp(from: 100, to: 100, over: .milliseconds(200)).steps == [.init(after: .zero, volume: 100)])
    }

    @Test func referencesAreFilesFoldersOrPlaylists() throws {
        let fixture = try MusicFixture()
        defer { fixture.remove() }
        #expect(LocalMusicItem.classify(try fixture.wav("a.wav", seconds: 0.1)) == .file)
        #expect(LocalMusicItem.classify(try fixture.text("mix.m3u", ["a.wav"])) == .playlist)
        #expect(LocalMusicItem.classify(try fixture.text("MIX.M3U8", ["a.wav"])) == .playlist)
        #expect(LocalMusicItem.classify(fixture.folder) == .folder)
        #expect(LocalMusicItem.classify(fixture.path("gone.mp3")) == nil)
        #expect(LocalMusicItem.classify(fixture.path("a.wav/inside")) == nil)
        #expect(LocalMusicItem.classify("") == nil)
    }

    @Test func socketFoldersArePrivateAndForeignOrOpenOnesAreRefused() throws {
        let fixture = try MusicFixture()
        defer { fixture.remove() }
        let folder = try PrivateSocketFolder.create(
            runtimeDirectory: fixture.folder, temporaryDirectory: "/nonexistent")
        #expect(folder.path.hasPrefix(fixture.folder + "/interfit-\(getpid())-"))
        #expect(try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int == 0o700)
        #expect(folder.socketPath == folder.path + "/mpv.sock")
        folder.remove()
        #expect(!FileManager.default.fileExists(atPath: folder.path))

        let fallback = try PrivateSocketFolder.create(
            runtimeDirectory: fixture.path("missing"), temporaryDirectory: fixture.folder)
        #expect(fallback.path.hasPrefix(fixture.folder + "/interfit-"), "an unusable runtime dir falls back to temp")
        fallback.remove()
        let tooLong = fixture.folder + "/" + String(repeating: "x", count: 90)
        try FileManager.default.createDirectory(atPath: tooLong, withIntermediateDirectories: true)
        let short = try PrivateSocketFolder.create(runtimeDirectory: tooLong, temporaryDirectory: fixture.folder)
        #expect(!short.path.hasPrefix(tooLong), "a socket path must fit a sockaddr_un")
        short.remove()

        let ended = try ChildProcess.launch("/bin/true", arguments: [])
        ended.waitForExit()
        let stale = fixture.path("interfit-\(ended.pid)-old")
        let busy = fixture.path("interfit-\(ended.pid)-kept")
        let alive = fixture.path("interfit-\(getppid())-alive")
        for folder in [stale, busy, alive] { mkdir(folder, 0o700) }
        try fixture.text("interfit-\(ended.pid)-old/mpv.sock", [])
        try fixture.text("interfit-\(ended.pid)-kept/notes.txt", ["mine"])
        let fresh = try PrivateSocketFolder.create(runtimeDirectory: fixture.folder, temporaryDirectory: "/nonexistent")
        #expect(!FileManager.default.fileExists(atPath: stale), "a folder left by a killed run is swept")
        #expect(FileManager.default.fileExists(atPath: busy), "a folder holding anything else stays")
        #expect(FileManager.default.fileExists(atPath: alive), "a running process keeps its folder")
        fresh.remove()

        let open = fixture.path("open")
        try FileManager.default.createDirectory(atPath: open, withIntermediateDirectories: false)
        chmod(open, 0o755)
        #expect(throws: PrivateSocketFolder.Problem.unsafe(open)) { try PrivateSocketFolder.verify(open) }
        let link = fixture.path("link")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: NSTemporaryDirectory())
        #expect(throws: PrivateSocketFolder.Problem.notADirectory(link)) { try PrivateSocketFolder.verify(link) }
    }

    @Test func childrenInheritOnlyTheDescriptorsTheyAreGiven() throws {
        let leaky = open("/dev/null", O_RDONLY)
        defer { close(leaky) }
        #expect(leaky > 2)
        let listing = CommandRunner(environment: nil).run("/bin/ls", ["/proc/self/fd"])
        #expect(listing.succeeded)
        let open = listing.output.split(separator: "\n").compactMap { Int32($0) }
        #expect(!open.contains(leaky), "a descriptor without close-on-exec did not leak: \(open)")
        #expect(open.filter { $0 > 3 }.isEmpty, "only 0–2 and ls's own listing: \(open)")
        #expect(CommandRunner(environment: nil).run("/nonexistent/tool", []) == .notStarted)
        #expect(CommandRunner(environment: nil).run("/bin/sh", ["-c", "exit 3"]).status == 3)
        let slow = CommandRunner(environment: nil, timeout: .milliseconds(200)).run("/bin/sleep", ["5"])
        #expect(slow.started && slow.status == nil, "a hung program is killed")
        let environment = CommandRunner(environment: ["ONLY": "this"]).run("/usr/bin/env", [])
        #expect(environment.output == "ONLY=this\n")
    }
}
