import Foundation

/// The account behind a valid token, and until when the token holds.
/// 有效令牌背后的账号，以及令牌的有效期。
public struct HubSignedIn: Hashable, Sendable {
    public let account: HubAccountRecord
    public let expiresAt: Date

    public init(account: HubAccountRecord, expiresAt: Date) {
        self.account = account
        self.expiresAt = expiresAt
    }
}
