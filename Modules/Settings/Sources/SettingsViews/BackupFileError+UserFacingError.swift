import Settings
import Shared

extension BackupFileError: UserFacingError {
    /// A refused bundle is bad input (65); storage trouble 74. Either way nothing changed.
    public var exitStatus: ProcessExitStatus {
        if case .storage = reason { return .ioError }
        return .badInputFile
    }

    public func message(in language: AppLanguage) -> String {
        SettingsBackupView(language: language).message(reason, file: file)
    }
}
