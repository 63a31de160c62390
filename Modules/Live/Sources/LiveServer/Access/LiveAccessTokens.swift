/// The secret pair of one server run: a control token (absent when view-only) and a view token.
/// 一次服务器运行的秘密令牌对：控制令牌（仅观看模式下没有）和观看令牌。
struct LiveAccessTokens: Sendable {
    /// 32 random bytes: 256 bits, far beyond guessing over a network.
    static let byteCount = 32

    let control: String?
    let view: String

    /// A fresh pair from `generator` (the system generator in production, a seeded one in tests).
    static func generate(viewOnly: Bool, using generator: inout some RandomNumberGenerator) -> LiveAccessTokens {
        let control = viewOnly ? nil : makeToken(using: &generator)
        return LiveAccessTokens(control: control, view: makeToken(using: &generator))
    }

    /// The role `candidate` grants, if any; both tokens are always compared in full so timing reveals nothing.
    func role(for candidate: Substring?) -> LiveViewerRole? {
        guard let candidate else { return nil }
        let isView = Self.constantTimeEquals(candidate.utf8, view.utf8)
        let isControl = control.map { Self.constantTimeEquals(candidate.utf8, $0.utf8) } ?? false
        if isControl { return .control }
        return isView ? .view : nil
    }

    private static func makeToken(using generator: inout some RandomNumberGenerator) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(byteCount)
        for _ in 0..<byteCount { bytes.append(UInt8.random(in: .min ... .max, using: &generator)) }
        return LiveBase64URL.encode(bytes)
    }

    /// Equal length is not secret (every token has 43 characters); the content is compared without early exit.
    private static func constantTimeEquals(_ left: some Collection<UInt8>, _ right: some Collection<UInt8>) -> Bool {
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(left, right) { difference |= a ^ b }
        return difference == 0
    }
}
