/// Where the live server listens, the page it serves and whether viewers may control the workout.
/// 实时服务器的监听地址、它提供的页面，以及观看者能否控制训练。
public struct LiveServerConfiguration: Sendable {
    /// Where to listen: host "127.0.0.1" (default), "0.0.0.0" for every interface, or an IP literal; port 0 = a free port.
    public var host: String
    public var port: Int
    /// The page served at `/` (HTML with CSS/JS inline), as given.
    public var page: String
    /// When true there is no control token at all: every viewer is view-only.
    public var viewOnly: Bool
    /// How often each viewer is pinged (at least 0.1 s); a viewer that sent nothing between two pings is disconnected.
    public var pingInterval: Duration

    public init(
        host: String = "127.0.0.1", port: Int = 0, page: String, viewOnly: Bool = false,
        pingInterval: Duration = .seconds(30)
    ) {
        self.host = host
        self.port = port
        self.page = page
        self.viewOnly = viewOnly
        self.pingInterval = pingInterval
    }
}
