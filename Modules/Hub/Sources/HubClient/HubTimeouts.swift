/// How long a call may take: to connect (name lookup included), and in all.
/// 一次调用允许的时长：连接（含域名解析）所需时间，以及总时间。
public struct HubTimeouts: Sendable, Equatable {
    public let connect: Duration
    public let request: Duration

    public init(connect: Duration, request: Duration) {
        self.connect = connect
        self.request = request
    }

    /// 2 s to connect, 10 s in all: an unreachable hub is said within 2.5 s, a stalled one within 10.
    public static let standard = HubTimeouts(connect: .seconds(2), request: .seconds(10))
}
