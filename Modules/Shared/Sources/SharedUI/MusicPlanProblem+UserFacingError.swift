import Shared

extension MusicPlanProblem: UserFacingError {
    /// Music options that cannot make a soundtrack are a usage matter.
    public var exitStatus: ProcessExitStatus { .usage }

    public func message(in language: AppLanguage) -> String { MusicPlanProblemText(language: language).describe(self) }
}
