import Foundation
import HubAPI
import Shared

/// Which hub may be called and with which token: plain HTTP only on this machine, a token only for its own hub.
/// 可以调用哪个社区中心以及携带哪个令牌：明文 HTTP 仅限本机，令牌只发给签发它的社区中心。
public enum CommunityHubPolicy {
    /// The hub to call: `--hub` when given, else the `community.hub` setting, else `http://127.0.0.1:8787`.
    public static func address(flag: String?, setting: String?) throws(CommunityError) -> HubAddress {
        guard let text = flag ?? setting else { return .standard }
        do { return try HubAddress.parse(text) } catch { throw .badHubAddress(text) }
    }

    /// Refuses plain HTTP to another machine unless `insecure`; true when the call goes ahead insecurely.
    public static func check(_ address: HubAddress, insecure: Bool) throws(CommunityError) -> Bool {
        guard address.scheme == .http, !address.isLoopback else { return false }
        guard insecure else { throw .insecureHub(hub: address.description) }
        return true
    }

    /// The token to send to `address`: the kept one when that hub issued it and it has not expired.
    public static func token(_ kept: HubStoredToken?, for address: HubAddress, now: Date) -> String? {
        guard let kept, kept.hub == address.description, kept.expiresAt > now else { return nil }
        return kept.token
    }
}
