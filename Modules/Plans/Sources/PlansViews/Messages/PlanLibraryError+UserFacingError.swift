import Plans
import Shared

extension PlanLibraryError: UserFacingError {
    /// A reference matching no plan or several is a usage matter (64), a bad file bad input (65), storage 74.
    public var exitStatus: ProcessExitStatus {
        switch self {
        case .notFound, .ambiguous: .usage
        case .badFile: .badInputFile
        case .storage: .ioError
        }
    }

    public func message(in language: AppLanguage) -> String { PlanMessages(language: language).message(self) }
}
