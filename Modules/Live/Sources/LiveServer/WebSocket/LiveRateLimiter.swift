/// A token bucket for one connection: a burst of taps passes, a steady flood does not.
/// 单个连接的令牌桶：一阵连续点按可以通过，持续洪泛则不行。
struct LiveRateLimiter: Sendable {
    static let burst = 10.0
    static let refillPerSecond = 5.0

    private var available = burst
    private var last: ContinuousClock.Instant?

    /// Takes one token if there is one at `now`.
    mutating func take(at now: ContinuousClock.Instant) -> Bool {
        if let last {
            let elapsed = last.duration(to: now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            available = min(Self.burst, available + max(0, seconds) * Self.refillPerSecond)
        }
        last = now
        guard available >= 1 else { return false }
        available -= 1
        return true
    }
}
