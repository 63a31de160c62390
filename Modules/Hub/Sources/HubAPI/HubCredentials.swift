/// A handle and a password: the body of `POST /v1/accounts` and `POST /v1/sessions`.
/// 账号名与密码：`POST /v1/accounts` 与 `POST /v1/sessions` 的请求体。
public struct HubCredentials: Codable, Sendable, Equatable {
    public let handle: String
    public let password: String

    public init(handle: String, password: String) {
        self.handle = handle
        self.password = password
    }
}
