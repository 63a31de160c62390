import HubAPI

/// What `logout` did: the hub ended the session, or it could not be told and only this machine forgot it.
/// `logout` 的结果：社区中心结束了会话，或无法通知社区中心而仅在本机忘记了它。
public enum CommunityLogoutOutcome: Equatable, Sendable {
    /// The hub revoked the token, and this machine forgot it.
    case signedOut(handle: String)
    /// The token is forgotten here; the hub was not told (it expires there by itself).
    case forgottenHere(handle: String, HubServiceError)
    /// No sign-in was kept for this hub.
    case notSignedIn
}
