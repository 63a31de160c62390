/// Hashes and verifies passwords; slow on purpose, so callers run it off the event loop.
/// 计算并校验密码哈希；故意很慢，调用方应在事件循环之外运行。
public protocol HubPasswordHasher: Sendable {
    func hash(_ password: String) -> String
    func verify(_ password: String, hash: String) -> Bool
}
