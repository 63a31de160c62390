import HubAPI
import HubRules
import HubStore
import Hummingbird

/// `POST /v1/accounts`: registers a handle and a password (no email, no real name).
/// `POST /v1/accounts`：注册账号名与密码（不需要邮箱或真实姓名）。
struct AccountsController: Sendable {
    let environment: HubControllerEnvironment

    func addRoutes(to group: RouterGroup<HubRequestContext>) {
        group.post(use: create)
    }

    @Sendable func create(_ request: Request, context: HubRequestContext) async throws -> Response {
        let (credentials, _) = try await HubRequestReader.decode(HubCredentials.self, from: request)
        let handle = try HubHandleRules.checked(credentials.handle)
        if let problem = HubPasswordRules.problem(credentials.password) { throw problem }
        try await environment.enforce(
            environment.dependencies.rateLimits.accountCreation, key: HubTokenHash.of(context.address))
        let passwords = environment.dependencies.passwords
        let password = credentials.password
        let hash = try await environment.offload { passwords.hash(password) }
        let account = HubAccountRecord(
            id: environment.newID(), handle: handle, handleKey: HubHandleRules.key(handle), passwordHash: hash,
            createdAt: environment.now, suspended: false)
        try await environment.store.createAccount(account)
        context.logger.info("account created", metadata: ["handle": .string(handle)])
        return HubJSONResponse.make(HubAccount(handle: handle, createdAt: account.createdAt), status: .created)
    }
}
