import History
import Shared

extension HistoryError: UserFacingError {
    /// What the user typed is a usage matter (64); storage and unreadable rows are 74.
    public var exitStatus: ProcessExitStatus {
        switch self {
        case .storage, .unreadableSession: .ioError
        default: .usage
        }
    }

    public func message(in language: AppLanguage) -> String { HistoryMessages(language: language).message(self) }
}
