import ArgumentParser
import Shared
import SharedUI

/// A work:rest ratio option value such as `2:1`.
/// 训练:休息比例选项值，例如 `2:1`。
struct RatioValue: ExpressibleByArgument, Sendable, Equatable {
    let ratio: WorkRestRatio

    init?(argument: String) {
        guard let ratio = try? WorkRestRatio.parse(argument) else { return nil }
        self.ratio = ratio
    }

    init(ratio: WorkRestRatio) {
        self.ratio = ratio
    }

    /// The transform for `@Option`: says why (`0:1` leaves nothing to train) instead of "invalid".
    static let parse: @Sendable (String) throws -> RatioValue = { text in
        do throws(PlanValidationIssue.RatioProblem) {
            return RatioValue(ratio: try WorkRestRatio.parse(text))
        } catch {
            let issue = PlanValidationIssue(field: .ratio, problem: .invalidRatio(error))
            throw OptionValueError(PlanIssueText(language: HelpText.language).reason(issue))
        }
    }
}
