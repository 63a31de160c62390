import HTTPTypes

extension LiveRequestHead {
    /// The facts of a request read by Hummingbird (`Host` arrives as the authority).
    init(_ request: HTTPRequest) {
        self.init(
            method: request.method.rawValue, target: request.path ?? "", host: request.authority,
            origins: request.headerFields[values: .origin],
            wantsWebSocket: Self.asksForWebSocket(request.headerFields[values: .upgrade]))
    }
}
