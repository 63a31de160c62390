import Shared

/// Where the database file lives: `--db PATH`, else `INTERFIT_DB`, else the XDG data folder.
/// 数据库文件的位置：`--db PATH`，否则 `INTERFIT_DB`，否则 XDG 数据目录。
public enum DatabaseLocation {
    /// The path to use from the `--db` `flag`, the `environment`, or `accountHome` (used only when `$HOME` is unset).
    public static func resolve(
        flag: String?, environment: [String: String], accountHome: @autoclosure () -> String
    ) -> String {
        if let flag, !flag.isEmpty { return flag }
        if let variable = environment["INTERFIT_DB"], !variable.isEmpty { return variable }
        return XDGFolder.data.path(environment: environment, accountHome: accountHome()) + "/interfit/interfit.sqlite"
    }
}
