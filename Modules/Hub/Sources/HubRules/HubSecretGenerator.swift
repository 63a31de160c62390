/// Where new tokens come from; injected so tests get predictable ones.
/// 新令牌的来源；可注入以便测试得到可预测的令牌。
public protocol HubSecretGenerator: Sendable {
    /// A new secret of at least 128 random bits, as URL-safe text.
    func makeToken() -> String
}

/// 256 bits from the system's cryptographic generator; created only by the composition root.
/// 来自系统密码学随机数发生器的 256 位；只由组合根创建。
public struct RandomHubSecretGenerator: HubSecretGenerator {
    public init() {}

    public func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        // 43 characters × 6 bits = 258 bits.
        return String((0..<43).map { _ in alphabet[Int(generator.next() % 64)] })
    }
}
