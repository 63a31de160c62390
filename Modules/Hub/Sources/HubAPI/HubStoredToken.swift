import Foundation

/// A token kept on this machine for one hub: whose it is and until when the hub accepts it.
/// 本机为某个社区中心保存的令牌：属于谁，以及社区中心接受它到何时。
public struct HubStoredToken: Codable, Sendable, Equatable {
    /// The canonical address of the hub that issued it; it is never sent anywhere else.
    public let hub: String
    public let handle: String
    public let token: String
    public let expiresAt: Date

    public init(hub: String, handle: String, token: String, expiresAt: Date) {
        self.hub = hub
        self.handle = handle
        self.token = token
        self.expiresAt = expiresAt
    }
}
