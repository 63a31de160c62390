/// A per-user base folder of the XDG layout (data, state, cache, config), resolved from the environment.
/// XDG 布局中每个用户的基础目录（数据、状态、缓存、配置），由环境变量解析。
public enum XDGFolder: String, Sendable, CaseIterable {
    case data = "XDG_DATA_HOME"
    case state = "XDG_STATE_HOME"
    case cache = "XDG_CACHE_HOME"
    case config = "XDG_CONFIG_HOME"

    /// `$XDG_…_HOME` when it is absolute, else its usual place under the home folder.
    public func path(environment: [String: String], accountHome: @autoclosure () -> String) -> String {
        if let folder = environment[rawValue], folder.hasPrefix("/") { return folder }
        return Self.home(environment: environment, accountHome: accountHome()) + underHome
    }

    /// `$HOME` unless it is unset or empty; `accountHome` (the password database's) is asked for only then.
    public static func home(environment: [String: String], accountHome: @autoclosure () -> String) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? accountHome()
    }

    private var underHome: String {
        switch self {
        case .data: "/.local/share"
        case .state: "/.local/state"
        case .cache: "/.cache"
        case .config: "/.config"
        }
    }
}
