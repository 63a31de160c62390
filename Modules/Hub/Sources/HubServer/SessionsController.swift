import Foundation
import HubAPI
import HubRules
import HubStore
import Hummingbird

/// `POST /v1/sessions` signs in (throttled per handle and per address), `…/current` shows or revokes the token.
/// `POST /v1/sessions` 登录（按账号名与地址限流），`…/current` 查看或吊销令牌。
struct SessionsController: Sendable {
    let environment: HubControllerEnvironment
    /// Verified when the handle does not exist, so a miss costs what a wrong password costs.
    private let decoyHash: String

    init(environment: HubControllerEnvironment) {
        self.environment = environment
        decoyHash = environment.dependencies.passwords.hash("interfit-hub decoy password")
    }

    func addRoutes(to group: RouterGroup<HubRequestContext>) {
        group.post(use: create)
        group.get("current", use: current)
        group.delete("current", use: delete)
    }

    @Sendable func create(_ request: Request, context: HubRequestContext) async throws -> Response {
        let (credentials, _) = try await HubRequestReader.decode(HubCredentials.self, from: request)
        let handle = try HubHandleRules.checked(credentials.handle)
        let key = HubHandleRules.key(handle)
        let limits = environment.dependencies.rateLimits
        let addressKey = HubTokenHash.of(context.address)
        let now = environment.now
        for (limit, limitKey) in [(limits.loginFailuresPerHandle, key), (limits.loginFailuresPerAddress, addressKey)] {
            if let refusal = HubHTTPError.limited(try await environment.store.peek(limit, key: limitKey, at: now)) {
                throw refusal
            }
        }
        let account = try await environment.store.account(handleKey: key)
        let passwords = environment.dependencies.passwords
        let password = credentials.password
        let hash = account?.passwordHash ?? decoyHash
        let matches = try await environment.offload { passwords.verify(password, hash: hash) }
        guard let account, matches else {
            _ = try await environment.store.consume(limits.loginFailuresPerHandle, key: key, at: now)
            _ = try await environment.store.consume(limits.loginFailuresPerAddress, key: addressKey, at: now)
            throw HubHTTPError(.unauthorized, .unauthorized, "the handle or the password is wrong")
        }
        guard !account.suspended else { throw HubStoreError.suspended }
        let token = environment.dependencies.secrets.makeToken()
        let expiresAt = now.addingTimeInterval(TimeInterval(environment.configuration.sessionSeconds))
        try await environment.store.createSession(
            HubSessionRecord(
                tokenHash: HubTokenHash.of(token), accountId: account.id, createdAt: now, expiresAt: expiresAt))
        return HubJSONResponse.make(
            HubSession(token: token, expiresAt: expiresAt, handle: account.handle), status: .created)
    }

    @Sendable func current(_ request: Request, context: HubRequestContext) async throws -> Response {
        let signedIn = try await environment.reader.account(request)
        return HubJSONResponse.make(HubWhoAmI(handle: signedIn.account.handle, expiresAt: signedIn.expiresAt))
    }

    @Sendable func delete(_ request: Request, context: HubRequestContext) async throws -> Response {
        _ = try await environment.reader.account(request)
        if let token = HubRequestReader.bearerToken(of: request) {
            try await environment.store.deleteSession(tokenHash: HubTokenHash.of(token))
        }
        return HubJSONResponse.noContent
    }
}
