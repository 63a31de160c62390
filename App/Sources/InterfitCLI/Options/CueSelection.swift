import ArgumentParser
import Shared

/// `--cues bell,tone,voice|none`: which cue kinds sound in this session.
/// `--cues bell,tone,voice|none`：本次训练使用哪些提示方式。
struct CueSelection: ExpressibleByArgument, Sendable, Equatable {
    let bell: Bool
    let tones: Bool
    let voice: Bool

    static let words = ["bell", "tone", "voice", "none"]

    init?(argument: String) {
        let words = Set(
            argument.lowercased().split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            })
        let known: Set<String> = ["bell", "tone", "tones", "voice", "none"]
        guard !words.isEmpty, words.isSubset(of: known), !(words.contains("none") && words.count > 1) else {
            return nil
        }
        bell = words.contains("bell")
        tones = words.contains("tone") || words.contains("tones")
        voice = words.contains("voice")
    }

    static var allValueStrings: [String] { words }

    /// The transform for `@Option`, naming the accepted words.
    static let parse: @Sendable (String) throws -> CueSelection = { text in
        guard let selection = CueSelection(argument: text) else {
            throw OptionValueError(HelpText.of("value.cues", words.joined(separator: ", ")))
        }
        return selection
    }

    /// The session layer of the cue settings.
    func applied(to override: CueSettingsOverride) -> CueSettingsOverride {
        var result = override
        result.bell = bell
        result.tones = tones
        result.voice = voice
        return result
    }
}
