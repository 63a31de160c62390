import Shared
import SharedUI
import Train

/// The message for a workout that could not be set up, naming what was wrong and the fix.
/// 训练无法准备时的消息，指出问题所在与改法。
public struct TrainSetupErrorText: Sendable {
    private let text: StringTable
    private let issues: PlanIssueText

    public init(language: AppLanguage) {
        text = TrainText.table(language)
        issues = PlanIssueText(language: language)
    }

    public func message(_ error: TrainSetupError) -> String {
        switch error {
        case .notFound(let reference): return text("setup.notFound", TerminalText.sanitized(reference))
        case .ambiguous(let reference, let candidates):
            let names = candidates.prefix(5).map {
                "\(TerminalText.sanitized($0.name)) (\($0.id.uuidString.lowercased().prefix(8)))"
            }
            return text("setup.ambiguous", TerminalText.sanitized(reference), names.joined(separator: ", "))
        case .missingOptions(let options):
            return text("setup.missing", options.joined(separator: ", "))
        case .invalid(let problems):
            return issues.block(heading: text("setup.invalid"), problems)
        }
    }
}
