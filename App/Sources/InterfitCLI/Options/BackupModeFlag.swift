import ArgumentParser
import Shared

/// `--merge` or `--replace` for `backup import` (one is required).
/// `backup import` 的 `--merge` 或 `--replace`（必须二选一）。
enum BackupModeFlag: String, EnumerableFlag {
    case merge, replace

    var value: BackupImportMode { self == .merge ? .merge : .replace }

    static func help(for value: BackupModeFlag) -> ArgumentHelp? {
        ArgumentHelp(HelpText.of("option.backup." + value.rawValue))
    }
}
