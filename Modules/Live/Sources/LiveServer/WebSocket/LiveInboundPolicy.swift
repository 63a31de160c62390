/// Judges each text frame of one connection: rate, role, length and content, in that order.
/// 依次按速率、角色、长度与内容评判一个连接的每个文本帧。
struct LiveInboundPolicy: Sendable {
    /// Bytes of a command line after trimming; commands are words like `pause` or `extend 10`.
    static let maximumCommandBytes = 64
    /// Refusals for rate in a row after which the connection is closed.
    static let maximumRefusalsInARow = 200

    let role: LiveViewerRole
    private var limiter = LiveRateLimiter()
    private var rateRefusalsInARow = 0

    init(role: LiveViewerRole) { self.role = role }

    mutating func decide(_ text: String, at now: ContinuousClock.Instant) -> LiveInboundDecision {
        guard limiter.take(at: now) else {
            rateRefusalsInARow += 1
            return rateRefusalsInARow > Self.maximumRefusalsInARow ? .close : .reply(LiveWireMessage.rateLimited)
        }
        rateRefusalsInARow = 0
        guard role == .control else { return .reply(LiveWireMessage.viewOnly) }
        let command = Self.trimmed(text)
        guard command.utf8.count <= Self.maximumCommandBytes else { return .reply(LiveWireMessage.tooLong) }
        guard !command.isEmpty else { return .ignore }
        guard !command.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return .reply(LiveWireMessage.invalid)
        }
        return .forward(command)
    }

    private static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
