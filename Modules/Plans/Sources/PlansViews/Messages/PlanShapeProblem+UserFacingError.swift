import Plans
import Shared

extension PlanShapeProblem: UserFacingError {
    /// Options that cannot go together, or missing ones, are a usage matter.
    public var exitStatus: ProcessExitStatus { .usage }

    public func message(in language: AppLanguage) -> String { PlanMessages(language: language).shapeProblem(self) }
}
