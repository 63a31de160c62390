import Foundation

/// One command of mpv's JSON IPC protocol, encoded as one line with its `request_id`.
/// mpv JSON IPC 协议的一条命令，编码为带 `request_id` 的一行。
struct MPVCommand: Hashable, Sendable {
    /// The command: positional (`["loadlist", "/music", "replace"]`) or named arguments (`{"name": "loadfile", …}`).
    let command: MPVValue

    /// A command with positional arguments.
    init(_ arguments: MPVValue...) {
        command = .array(arguments)
    }

    /// A command with named arguments (mpv ≥ 0.32), stable across mpv versions whose positional order differs.
    init(named name: String, _ arguments: [String: MPVValue]) {
        command = .object(arguments.merging(["name": .string(name)]) { _, name in name })
    }

    /// Plays `path` at once, replacing the playlist, optionally from `start` seconds.
    static func loadFile(_ path: String, start: Double? = nil) -> MPVCommand {
        var arguments: [String: MPVValue] = ["url": .string(path), "flags": .string("replace")]
        if let start { arguments["options"] = .string("start=" + Self.seconds(start)) }
        return MPVCommand(named: "loadfile", arguments)
    }

    /// Replaces the playlist with a folder's files or a playlist file's entries and plays the first.
    static func loadList(_ path: String) -> MPVCommand { MPVCommand(.string("loadlist"), .string(path), "replace") }

    /// Plays entry `index` of the playlist.
    static func playIndex(_ index: Int) -> MPVCommand { MPVCommand("playlist-play-index", .int(index)) }

    /// Jumps to `seconds` in the current file.
    static func seek(to seconds: Double) -> MPVCommand { MPVCommand("seek", .double(seconds), "absolute") }

    /// Sets a property (`pause`, `volume`, `mute`).
    static func set(_ property: String, _ value: MPVValue) -> MPVCommand {
        MPVCommand("set_property", .string(property), value)
    }

    /// Asks for a property-change event whenever `property` changes; `id` names the observation.
    static func observe(_ property: String, id: Int) -> MPVCommand {
        MPVCommand("observe_property", .int(id), .string(property))
    }

    /// Reads a property once.
    static func get(_ property: String) -> MPVCommand { MPVCommand("get_property", .string(property)) }

    /// Ends mpv.
    static let quit = MPVCommand("quit")

    /// The command as one JSON line (with its newline), e.g. `{"command":["quit"],"request_id":7}`.
    func line(requestID: Int) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let message = MPVValue.object(["command": command, "request_id": .int(requestID)])
        var data = (try? encoder.encode(message)) ?? Data()
        data.append(0x0A)
        return data
    }

    /// Seconds as mpv reads them in option strings (`12.5`), never in exponent form.
    private static func seconds(_ value: Double) -> String {
        let milliseconds = Int((max(0, value) * 1000).rounded())
        let fraction = milliseconds % 1000
        return fraction == 0
            ? "\(milliseconds / 1000)" : "\(milliseconds / 1000).\(String(fraction + 1000).dropFirst())"
    }
}
