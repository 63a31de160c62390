/// Why cues sound worse than asked (the bell stands in); stored in sessions as a stable code.
/// 提示音降级的原因（改用终端响铃）；以稳定代码保存在会话中。
public enum CueDegradation: Hashable, Sendable {
    /// No WAV player is installed (pw-play, paplay, aplay).
    case noPlayer
    /// Players are installed but none played a test sound; each with how it failed.
    case noUsablePlayer([String: HelperFailure])
    /// The player failed during the workout and no other one worked.
    case playerFailed(name: String, HelperFailure)
    /// No speech program is installed.
    case noVoice
    /// The speech program failed during the workout.
    case voiceFailed(name: String, HelperFailure)
    /// The tone files could not be written or read.
    case toneFilesUnavailable
    /// Music cannot play as planned (the current music continues if it can; cues and timing are untouched).
    case music(MusicProblem)
    /// A reason recorded by an older version as free text.
    case other(String)

    /// The stable form stored in session events, e.g. `player-failed paplay exit 1`.
    public var code: String {
        switch self {
        case .noPlayer: "no-player"
        case .noUsablePlayer(let failures):
            (["no-usable-player"] + failures.keys.sorted().map { "\($0):\(Self.code(failures[$0]!))" })
                .joined(separator: " ")
        case .playerFailed(let name, let failure): "player-failed \(name) \(Self.code(failure))"
        case .noVoice: "no-voice"
        case .voiceFailed(let name, let failure): "voice-failed \(name) \(Self.code(failure))"
        case .toneFilesUnavailable: "tones-unavailable"
        case .music(let problem): "music " + problem.code
        case .other(let text): text
        }
    }

    /// Reads a stored code; unknown text becomes `.other`.
    public init(code: String) {
        let words = code.split(separator: " ").map(String.init)
        switch words.first {
        case "no-player" where words.count == 1: self = .noPlayer
        case "no-voice" where words.count == 1: self = .noVoice
        case "tones-unavailable" where words.count == 1: self = .toneFilesUnavailable
        case "music" where words.count >= 2:
            self =
                MusicProblem(code: words.dropFirst().joined(separator: " ")).map(CueDegradation.music) ?? .other(code)
        case "no-usable-player":
            var failures: [String: HelperFailure] = [:]
            for word in words.dropFirst() {
                let parts = word.split(separator: ":", maxSplits: 1).map(String.init)
                guard parts.count == 2, let failure = Self.failure(parts[1]) else {
                    self = .other(code)
                    return
                }
                failures[parts[0]] = failure
            }
            self = .noUsablePlayer(failures)
        case "player-failed" where words.count == 3:
            self = Self.failure(words[2]).map { .playerFailed(name: words[1], $0) } ?? .other(code)
        case "voice-failed" where words.count == 3:
            self = Self.failure(words[2]).map { .voiceFailed(name: words[1], $0) } ?? .other(code)
        default: self = .other(code)
        }
    }

    private static func code(_ failure: HelperFailure) -> String {
        switch failure {
        case .couldNotStart: "no-start"
        case .exitStatus(let status): "exit=\(status)"
        case .timedOut(let seconds): "timeout=\(seconds)"
        }
    }

    private static func failure(_ code: String) -> HelperFailure? {
        if code == "no-start" { return .couldNotStart }
        if code.hasPrefix("exit="), let status = Int32(code.dropFirst(5)) { return .exitStatus(status) }
        if code.hasPrefix("timeout="), let seconds = Int(code.dropFirst(8)) { return .timedOut(seconds: seconds) }
        return nil
    }
}
