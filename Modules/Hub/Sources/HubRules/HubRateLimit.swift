/// One rate limit: what it counts, how many in which window, and how a person reads it.
/// 一项频率限制：计数的对象、窗口内允许的次数，以及给人看的说法。
public struct HubRateLimit: Hashable, Sendable {
    /// The stable name, also the prefix of its counter keys, e.g. `comment`.
    public let name: String
    public let maximum: Int
    public let windowSeconds: Int
    /// What is limited, as a person says it: "comments", "failed sign-ins for this handle".
    public let noun: String

    public init(name: String, maximum: Int, windowSeconds: Int, noun: String) {
        self.name = name
        self.maximum = maximum
        self.windowSeconds = windowSeconds
        self.noun = noun
    }

    /// The start of the fixed window holding `epochSeconds`.
    public func windowStart(at epochSeconds: Int) -> Int {
        epochSeconds - ((epochSeconds % windowSeconds) + windowSeconds) % windowSeconds
    }

    /// The decision once a window holds `count` events (the current one included).
    public func decision(count: Int, at epochSeconds: Int) -> HubRateDecision {
        guard count > maximum else { return .allowed }
        return .limited(self, retryAfterSeconds: max(1, windowStart(at: epochSeconds) + windowSeconds - epochSeconds))
    }

    /// "at most 30 comments every 10 minutes".
    public var allowance: String { "at most \(maximum) \(noun) every \(HubRateLimit.span(windowSeconds))" }

    /// `90` → "2 minutes" (rounded up), `3600` → "hour", `30` → "30 seconds".
    static func span(_ seconds: Int) -> String {
        switch seconds {
        case 3600: return "hour"
        case 60: return "minute"
        case ..<120: return "\(seconds) seconds"
        case ..<7200: return "\((seconds + 59) / 60) minutes"
        default: return "\((seconds + 3599) / 3600) hours"
        }
    }
}
