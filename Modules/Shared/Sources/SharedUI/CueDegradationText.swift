import Shared

/// Why sound is degraded, in the user's language: which program is missing or failed, and the bell fallback.
/// 用用户的语言说明声音为何降级：哪个程序缺失或失败，以及改用响铃。
public struct CueDegradationText: Sendable {
    private let text: StringTable

    public init(language: AppLanguage) {
        text = StringTable(SharedUIStrings.catalog, language: language)
    }

    public func describe(_ degradation: CueDegradation) -> String {
        switch degradation {
        case .noPlayer: text("degraded.noPlayer")
        case .noUsablePlayer(let failures):
            text(
                "degraded.noUsablePlayer",
                failures.keys.sorted().map { "\($0): \(failure(failures[$0]!))" }.joined(
                    separator: text("list.separator")))
        case .playerFailed(let name, let reason): text("degraded.playerFailed", name, failure(reason))
        case .noVoice: text("degraded.noVoice")
        case .voiceFailed(let name, let reason): text("degraded.voiceFailed", name, failure(reason))
        case .toneFilesUnavailable: text("degraded.tones")
        case .music(let problem): music(problem)
        case .other(let free): TerminalText.sanitized(free)
        }
    }

    /// Why music cannot play, in words.
    public func music(_ problem: MusicProblem) -> String {
        switch problem {
        case .noMPV: text("music.noMPV")
        case .noPlayerctl: text("music.noPlayerctl")
        case .noDesktopPlayer: text("music.noDesktopPlayer")
        case .missing(let path): text("music.missing", TerminalText.sanitized(path))
        case .loadFailed(let path): text("music.loadFailed", TerminalText.sanitized(path))
        case .playerDied: text("music.playerDied")
        }
    }

    /// How a helper program failed, in words.
    public func failure(_ failure: HelperFailure) -> String {
        switch failure {
        case .couldNotStart: text("helper.couldNotStart")
        case .exitStatus(let status): text("helper.exit", String(status))
        case .timedOut(let seconds): text("helper.timedOut", String(seconds))
        }
    }
}
