import Foundation

/// The account behind a valid token, and until when the token holds.
/// 有效令牌背后的账号，以及令牌的有效期。
public struct HubSignedIn: Hashable, Sendable {
    public let account: HubAccountRecord
    public let expiresAt: Date
    /// Whether this account blocks anyone: only then do its listings differ from an anonymous reader's.
    public let blocksAnyone: Bool

    public init(account: HubAccountRecord, expiresAt: Date, blocksAnyone: Bool) {
        self.account = account
        self.expiresAt = expiresAt
        self.blocksAnyone = blocksAnyone
    }
}
