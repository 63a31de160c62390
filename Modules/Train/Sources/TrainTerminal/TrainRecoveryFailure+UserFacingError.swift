import Shared

extension TrainRecoveryFailure: UserFacingError {
    /// What was typed at fault is 64, storage and journal trouble 74.
    public var exitStatus: ProcessExitStatus { isUsage ? .usage : .ioError }

    /// Phrased when it was made, in the language of the workout's host.
    public func message(in language: AppLanguage) -> String { message }
}
