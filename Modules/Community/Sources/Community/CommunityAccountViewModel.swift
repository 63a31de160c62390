import Foundation
import HubAPI
import Observation
import Shared

/// The account on one hub: register, sign in (the token kept for that hub only), sign out, who am I, install id.
/// 在一个社区中心上的账号：注册、登录（令牌仅为该社区中心保存）、退出、查询身份、安装编号。
@MainActor
@Observable
public final class CommunityAccountViewModel {
    /// The handle signed in on this hub, per the token kept (nil when none).
    public private(set) var handle: String?

    /// The hub's canonical address, for messages.
    public var hubAddress: String { call.hub }

    @ObservationIgnored private let hub: any HubService
    @ObservationIgnored private let tokens: any HubTokenStore
    @ObservationIgnored private let address: String
    @ObservationIgnored private let call: CommunityHubCall

    /// `hub` is the client for `address`, with the kept token (if any).
    public init(hub: any HubService, tokens: any HubTokenStore, hubAddress: String) {
        self.hub = hub
        self.tokens = tokens
        address = hubAddress
        call = CommunityHubCall(hub: hubAddress)
    }

    /// Refuses a handle before a password is asked for.
    public func check(handle: String) throws(CommunityError) {
        do { _ = try CommunityInput.handle(handle) } catch { throw .input(error) }
    }

    /// Creates the account, then signs in with it; the token is kept for this hub.
    @discardableResult
    public func register(handle: String, password: String) async throws(CommunityError) -> HubSession {
        let credentials = try checked(handle, password)
        _ = try await call.run { () async throws(HubServiceError) in try await hub.register(credentials) }
        return try await signIn(credentials)
    }

    /// Signs in; the token is kept for this hub, replacing an earlier one.
    @discardableResult
    public func login(handle: String, password: String) async throws(CommunityError) -> HubSession {
        try await signIn(try checked(handle, password))
    }

    /// Ends the session on the hub and forgets the token here (forgotten even when the hub cannot be told).
    public func logout() async throws(CommunityError) -> CommunityLogoutOutcome {
        let kept: HubStoredToken?
        do { kept = try tokens.token(for: address) } catch { throw .localFile(error) }
        guard let kept else { return .notSignedIn }
        var failure: HubServiceError?
        do { try await hub.signOut() } catch { failure = error }
        do { _ = try tokens.removeToken(for: address) } catch { throw .localFile(error) }
        handle = nil
        if let failure, case .unauthorized = failure { return .signedOut(handle: kept.handle) }
        return failure.map { .forgottenHere(handle: kept.handle, $0) } ?? .signedOut(handle: kept.handle)
    }

    /// Who the hub says the kept token belongs to; nil when no sign-in is kept.
    public func whoAmI() async throws(CommunityError) -> HubWhoAmI? {
        guard hub.isSignedIn else { return nil }
        let answer = try await call.run { () async throws(HubServiceError) in try await hub.whoAmI() }
        handle = answer.handle
        return answer
    }

    /// Forgets the anonymous install id; the next anonymous apply is counted as a new install.
    public func resetInstallId() throws(CommunityError) {
        do { try tokens.resetInstallId() } catch { throw .localFile(error) }
    }

    private func checked(_ handle: String, _ password: String) throws(CommunityError) -> HubCredentials {
        do {
            return HubCredentials(
                handle: try CommunityInput.handle(handle), password: try CommunityInput.password(password))
        } catch {
            throw .input(error)
        }
    }

    private func signIn(_ credentials: HubCredentials) async throws(CommunityError) -> HubSession {
        let session = try await call.run { () async throws(HubServiceError) in try await hub.signIn(credentials) }
        do {
            try tokens.save(
                HubStoredToken(hub: address, handle: session.handle, token: session.token, expiresAt: session.expiresAt)
            )
        } catch {
            throw .localFile(error)
        }
        handle = session.handle
        return session
    }
}
