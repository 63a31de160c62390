import Plans
import Shared

extension PlanEditorError: UserFacingError {
    /// Values that break the rules are a usage matter (64), storage 74.
    public var exitStatus: ProcessExitStatus {
        switch self {
        case .invalid: .usage
        case .storage: .ioError
        }
    }

    public func message(in language: AppLanguage) -> String { PlanMessages(language: language).message(self) }
}
