import ArgumentParser
import Shared

/// `--cues bell,tone,voice|none`: which cue kinds sound in this session.
/// `--cues bell,tone,voice|none`：本次训练使用哪些提示方式。
struct CueSelection: ExpressibleByArgument, Sendable, Equatable {
    let override: CueSettingsOverride

    init?(argument: String) {
        guard let override = CueList.parse(argument) else { return nil }
        self.override = override
    }

    static var allValueStrings: [String] { CueList.words }

    /// The transform for `@Option`, naming the accepted words.
    static let parse: @Sendable (String) throws -> CueSelection = { text in
        guard let selection = CueSelection(argument: text) else {
            throw OptionValueError(HelpText.of("value.cues", CueList.words.joined(separator: ", ")))
        }
        return selection
    }
}
