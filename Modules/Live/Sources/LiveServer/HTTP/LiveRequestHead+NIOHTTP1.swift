import NIOHTTP1

extension LiveRequestHead {
    /// The facts of a request as NIO's HTTP/1 decoder read it.
    init(_ head: HTTPRequestHead) {
        let hosts = head.headers["host"]
        self.init(
            method: head.method.rawValue, target: head.uri, host: hosts.count == 1 ? hosts[0] : nil,
            origins: head.headers["origin"], wantsWebSocket: Self.asksForWebSocket(head.headers["upgrade"]))
    }
}
