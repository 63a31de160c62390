import Shared
import Train

extension TrainSetupError: UserFacingError {
    /// Every set-up problem is in what the user asked for (64); nothing was started.
    public var exitStatus: ProcessExitStatus { .usage }

    public func message(in language: AppLanguage) -> String { TrainSetupErrorText(language: language).message(self) }
}
