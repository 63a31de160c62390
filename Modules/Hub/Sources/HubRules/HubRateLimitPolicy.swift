/// The hub's rate limits; tests use tighter ones.
/// 社区中心的频率限制集合；测试使用更严格的值。
public struct HubRateLimitPolicy: Sendable {
    /// New accounts per address.
    public var accountCreation: HubRateLimit
    /// Failed sign-ins per handle (whether or not it exists).
    public var loginFailuresPerHandle: HubRateLimit
    /// Failed sign-ins per address.
    public var loginFailuresPerAddress: HubRateLimit
    /// Posts per account.
    public var publish: HubRateLimit
    /// Comments per account.
    public var comment: HubRateLimit
    /// Likes, saves, applies, reports and blocks per account or address.
    public var interaction: HubRateLimit

    public init(
        accountCreation: HubRateLimit, loginFailuresPerHandle: HubRateLimit, loginFailuresPerAddress: HubRateLimit,
        publish: HubRateLimit, comment: HubRateLimit, interaction: HubRateLimit
    ) {
        self.accountCreation = accountCreation
        self.loginFailuresPerHandle = loginFailuresPerHandle
        self.loginFailuresPerAddress = loginFailuresPerAddress
        self.publish = publish
        self.comment = comment
        self.interaction = interaction
    }

    /// Every maximum multiplied by `factor` (load tests on loopback; never for a hub people use).
    public func scaled(by factor: Int) -> HubRateLimitPolicy {
        func scale(_ limit: HubRateLimit) -> HubRateLimit {
            HubRateLimit(
                name: limit.name, maximum: limit.maximum.multipliedReportingOverflow(by: max(1, factor)).partialValue,
                windowSeconds: limit.windowSeconds, noun: limit.noun)
        }
        return HubRateLimitPolicy(
            accountCreation: scale(accountCreation), loginFailuresPerHandle: scale(loginFailuresPerHandle),
            loginFailuresPerAddress: scale(loginFailuresPerAddress), publish: scale(publish), comment: scale(comment),
            interaction: scale(interaction))
    }

    /// The limits a hub runs with.
    public static let standard = HubRateLimitPolicy(
        accountCreation: HubRateLimit(name: "account", maximum: 5, windowSeconds: 3600, noun: "new accounts"),
        loginFailuresPerHandle: HubRateLimit(
            name: "login-handle", maximum: 10, windowSeconds: 900, noun: "failed sign-ins for this handle"),
        loginFailuresPerAddress: HubRateLimit(
            name: "login-address", maximum: 30, windowSeconds: 900, noun: "failed sign-ins from this address"),
        publish: HubRateLimit(name: "publish", maximum: 20, windowSeconds: 3600, noun: "posts"),
        comment: HubRateLimit(name: "comment", maximum: 30, windowSeconds: 600, noun: "comments"),
        interaction: HubRateLimit(
            name: "interaction", maximum: 300, windowSeconds: 60, noun: "likes, saves, applies, reports and blocks"))
}
