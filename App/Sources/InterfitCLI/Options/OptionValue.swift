import Shared
import SharedUI
import Train

/// The `@Option` transforms for counts, durations, ratios and cue lists; a refusal gives the domain's own reason.
/// 次数、时长、比例与提示方式列表的 `@Option` 转换；被拒绝时给出领域自身的原因。
enum OptionValue {
    /// A whole number (`--sets`, `--rounds`, `--limit`); a negative number is a value, not an option.
    static let count: @Sendable (String) throws -> Int = { text in
        if let value = Int(text) { return value }
        let trimmed = text.trimmingSpaces()
        guard let value = Int(trimmed) else {
            let isNumber = !trimmed.isEmpty && trimmed.drop { $0 == "-" || $0 == "+" }.allSatisfy(\.isASCIIDigit)
            throw OptionValueError(HelpText.of(isNumber ? "value.countTooLarge" : "value.count", text))
        }
        return value
    }

    /// Seconds of a duration (`45`, `45s`, `2m`, `1m30s`, `1:30`).
    static let duration: @Sendable (String) throws -> Int = { text in
        do throws(DurationText.ParseError) { return try DurationText.parse(text) } catch {
            throw OptionValueError(PlanIssueText(language: HelpText.language).durationReason(error))
        }
    }

    /// A work:rest ratio such as `2:1`; says why (`0:1` leaves nothing to train) instead of "invalid".
    static let ratio: @Sendable (String) throws -> WorkRestRatio = { text in
        do throws(PlanValidationIssue.RatioProblem) { return try WorkRestRatio.parse(text) } catch {
            let issue = PlanValidationIssue(field: .ratio, problem: .invalidRatio(error))
            throw OptionValueError(PlanIssueText(language: HelpText.language).reason(issue))
        }
    }

    /// `--cues bell,tone,voice|none`: which cue kinds sound in this session.
    static let cues: @Sendable (String) throws -> CueSettingsOverride = { text in
        guard let cues = CueList.parse(text) else {
            throw OptionValueError(HelpText.of("value.cues", CueList.words.joined(separator: ", ")))
        }
        return cues
    }

    /// `--serve-on`: `lan`, a port, or an IP address with an optional port; loopback stays the default.
    static let liveAddress: @Sendable (String) throws -> TrainLiveAddress = { text in
        do throws(TrainLiveAddress.Problem) { return try TrainLiveAddress.parse(text) } catch {
            throw OptionValueError(HelpText.of(error == .badPort ? "value.servePort" : "value.serveOn", text))
        }
    }
}
