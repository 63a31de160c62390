/// Where the database file lives: `--db PATH`, else `INTERFIT_DB`, else the XDG data folder.
public enum DatabaseLocation {
    /// The path to use; `flag` is the `--db` value, `environment` the process environment.
    public static func resolve(flag: String?, environment: [String: String], homeDirectory: String) -> String {
        if let flag, !flag.isEmpty { return flag }
        if let variable = environment["INTERFIT_DB"], !variable.isEmpty { return variable }
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else {
            dataHome = homeDirectory + "/.local/share"
        }
        return dataHome + "/interfit/interfit.sqlite"
    }
}
