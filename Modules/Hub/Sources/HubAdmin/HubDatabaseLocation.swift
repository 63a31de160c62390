/// Where the hub keeps its data: `sqlite:PATH` (or a bare path), or a PostgreSQL URL.
/// 社区中心的数据位置：`sqlite:PATH`（或直接给路径），或 PostgreSQL 地址。
public enum HubDatabaseLocation: Hashable, Sendable {
    case sqlite(path: String)
    case postgres(url: String)

    /// `--db`, else `INTERFIT_HUB_DB`, else `$XDG_DATA_HOME/interfit-hub/hub.sqlite`, else `~/.local/share/…`.
    public static func resolve(
        flag: String?, environment: [String: String]
    ) throws(HubAdminError) -> HubDatabaseLocation {
        if let flag { return try parse(flag, source: "--db") }
        if let value = environment["INTERFIT_HUB_DB"], !value.isEmpty {
            return try parse(value, source: "INTERFIT_HUB_DB")
        }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return .sqlite(path: data + "/interfit-hub/hub.sqlite")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else {
            throw .usage("no place for the database: set HOME or XDG_DATA_HOME, or pass --db sqlite:PATH")
        }
        return .sqlite(path: home + "/.local/share/interfit-hub/hub.sqlite")
    }

    /// Reads one `--db` value.
    public static func parse(_ text: String, source: String) throws(HubAdminError) -> HubDatabaseLocation {
        if text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") { return .postgres(url: text) }
        let path = text.hasPrefix("sqlite:") ? String(text.dropFirst("sqlite:".count)) : text
        guard !path.isEmpty, !path.contains("\0"), !path.contains("://") else {
            throw .usage("\(source) must be sqlite:PATH or postgres://USER@HOST:PORT/DB, not \(text)")
        }
        return .sqlite(path: path)
    }

    /// The location as `--db` takes it; a PostgreSQL URL without its password.
    public var description: String {
        switch self {
        case .sqlite(let path): return "sqlite:" + path
        case .postgres(let url):
            guard let at = url.lastIndex(of: "@"), let scheme = url.range(of: "://") else { return url }
            let credentials = url[scheme.upperBound..<at]
            let user = credentials.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
            return url[..<scheme.upperBound] + user + url[at...]
        }
    }
}
