import Shared

extension RepositoryError: UserFacingError {
    /// Storage trouble ends a command with 74.
    public var exitStatus: ProcessExitStatus { .ioError }

    public func message(in language: AppLanguage) -> String {
        RepositoryErrorText(language: language).message(self)
    }
}
