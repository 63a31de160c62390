import Shared

/// Where the database file lives: `--db PATH`, else `INTERFIT_DB`, else the XDG data folder.
/// 数据库文件的位置：`--db PATH`，否则 `INTERFIT_DB`，否则 XDG 数据目录。
public enum DatabaseLocation {
    /// The path from the `--db` `flag`, the `environment`, or `accountHome` (only when `$HOME` is unset); "" stays "".
    public static func resolve(
        flag: String?, environment: [String: String], accountHome: @autoclosure () -> String
    ) -> String {
        if let flag { return flag }
        if let variable = environment["INTERFIT_DB"] { return variable }
        return XDGFolder.data.path(environment: environment, accountHome: accountHome()) + "/interfit/interfit.sqlite"
    }

    /// True when neither `--db` nor `INTERFIT_DB` names a file: only the default location's folders are created.
    public static func isDefault(flag: String?, environment: [String: String]) -> Bool {
        flag == nil && environment["INTERFIT_DB"] == nil
    }
}
