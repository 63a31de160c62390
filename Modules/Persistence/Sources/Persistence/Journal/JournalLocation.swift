import Shared

/// Where session journals live: `$XDG_STATE_HOME/interfit/journal`, else `~/.local/state/interfit/journal`.
/// 会话日志的位置：`$XDG_STATE_HOME/interfit/journal`，否则 `~/.local/state/interfit/journal`。
public enum JournalLocation {
    /// The journal folder; `accountHome` is the account's home folder, used only when `$HOME` is unset.
    public static func resolve(environment: [String: String], accountHome: @autoclosure () -> String) -> String {
        let stateHome: String
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            stateHome = xdg
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? accountHome()
            stateHome = home + "/.local/state"
        }
        return stateHome + "/interfit/journal"
    }
}
