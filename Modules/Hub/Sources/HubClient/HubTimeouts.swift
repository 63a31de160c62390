/// How long a call may take: to connect and start answering (name lookup and TLS included), and in all.
/// 一次调用允许的时长：连接并开始答复（含域名解析与 TLS）所需时间，以及总时间。
public struct HubTimeouts: Sendable, Equatable {
    public let connect: Duration
    public let request: Duration

    public init(connect: Duration, request: Duration) {
        self.connect = connect
        self.request = request
    }

    /// 2 s to connect and start answering, 10 s in all: an unreachable or silent hub is said within 2.5 s.
    public static let standard = HubTimeouts(connect: .seconds(2), request: .seconds(10))
}
