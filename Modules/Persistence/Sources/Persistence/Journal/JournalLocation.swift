import Shared

/// Where session journals live: `$XDG_STATE_HOME/interfit/journal`, else `~/.local/state/interfit/journal`.
/// 会话日志的位置：`$XDG_STATE_HOME/interfit/journal`，否则 `~/.local/state/interfit/journal`。
public enum JournalLocation {
    /// The journal folder; `accountHome` is the account's home folder, used only when `$HOME` is unset.
    public static func resolve(environment: [String: String], accountHome: @autoclosure () -> String) -> String {
        XDGFolder.state.path(environment: environment, accountHome: accountHome()) + "/interfit/journal"
    }
}
