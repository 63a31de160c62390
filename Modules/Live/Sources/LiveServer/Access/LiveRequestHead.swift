/// The few facts about a request that decide whether it is let in, whichever HTTP layer read it.
/// 决定请求能否进入的少数事实，无论由哪一层 HTTP 读取。
struct LiveRequestHead: Sendable, Equatable {
    var method: String
    /// The request target as sent: path and query, e.g. `/ws?t=…`.
    var target: String
    /// The `Host` header; nil when absent or sent more than once.
    var host: String?
    /// Every `Origin` header sent (browsers send exactly one on a WebSocket upgrade).
    var origins: [String]
    /// Whether the request asks for a WebSocket upgrade.
    var wantsWebSocket: Bool

    /// Whether `Upgrade` header values name the WebSocket protocol (`websocket`, any case, possibly in a list).
    static func asksForWebSocket(_ upgradeValues: [String]) -> Bool {
        upgradeValues.contains { value in
            value.split(separator: ",").contains { $0.filter { $0 != " " && $0 != "\t" }.lowercased() == "websocket" }
        }
    }
}
