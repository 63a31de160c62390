/// Whether one more event fits its rate limit, and if not, when to try again and how to say so.
/// 再发生一次是否仍在频率限制之内；若否，何时可重试以及如何告知。
public enum HubRateDecision: Hashable, Sendable {
    case allowed
    case limited(HubRateLimit, retryAfterSeconds: Int)

    /// The sentence a 429 carries: the limit and when to retry.
    public var sentence: String? {
        guard case .limited(let limit, let seconds) = self else { return nil }
        let wait = seconds < 120 ? "\(seconds) seconds" : "\((seconds + 59) / 60) minutes"
        return "Too many \(limit.noun): the limit is \(limit.allowance). Try again in \(wait)."
    }
}
