import Settings
import SettingsViews
import Shared

/// Maps settings errors to messages and exit codes: usage 64, storage 74.
/// 把设置错误映射为消息与退出码：用法错误 64，存储错误 74。
enum SettingsFailure {
    static func failure(_ error: SettingsError, view: SettingsListView) -> CLIFailure {
        switch error {
        case .unknownKey, .invalidValue: CLIFailure(message: view.message(error), status: .usage)
        case .storage: CLIFailure(message: view.message(error), status: .ioError)
        }
    }

    /// Every setting key, for shell completion.
    static let keys = SettingKey.allCases.map(\.rawValue)
}
