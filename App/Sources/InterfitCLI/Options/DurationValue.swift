import ArgumentParser
import Shared
import SharedUI

/// A duration option value (`45`, `45s`, `2m`, `1m30s`, `1:30`), read with the domain's parser.
/// 时长选项值（`45`、`45s`、`2m`、`1m30s`、`1:30`），用领域解析器读取。
struct DurationValue: ExpressibleByArgument, Sendable, Equatable {
    let seconds: Int

    init(seconds: Int) {
        self.seconds = seconds
    }

    init?(argument: String) {
        guard let seconds = try? DurationText.parse(argument) else { return nil }
        self.seconds = seconds
    }

    var defaultValueDescription: String { DurationText.clock(seconds) }

    /// The transform for `@Option`: a localized reason (not a bare "invalid value") when the text is no duration.
    static let parse: @Sendable (String) throws -> DurationValue = { text in
        do throws(DurationText.ParseError) {
            return DurationValue(seconds: try DurationText.parse(text))
        } catch {
            throw OptionValueError(PlanIssueText(language: HelpText.language).durationReason(error))
        }
    }
}
