import Settings
import Shared
import SharedUI

extension SettingsError: UserFacingError {
    /// An unknown key or value is a usage matter (64), storage 74.
    public var exitStatus: ProcessExitStatus {
        switch self {
        case .unknownKey, .invalidValue: .usage
        case .storage: .ioError
        }
    }

    public func message(in language: AppLanguage) -> String {
        SettingsListView(language: language, style: .plain).message(self)
    }
}
