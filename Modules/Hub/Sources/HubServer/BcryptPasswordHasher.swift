import HubRules
import HummingbirdBcrypt

/// bcrypt password hashes (cost 11 by default; tests pass 4 to stay fast).
/// bcrypt 密码哈希（默认代价 11；测试传入 4 以保持速度）。
public struct BcryptPasswordHasher: HubPasswordHasher {
    private let cost: UInt8

    public init(cost: UInt8 = 11) {
        self.cost = cost
    }

    public func hash(_ password: String) -> String { Bcrypt.hash(password, cost: cost) }

    public func verify(_ password: String, hash: String) -> Bool {
        // Synthetic and disabled accounts hold "!", which no password matches.
        guard hash.hasPrefix("$2") else { return false }
        return Bcrypt.verify(password, hash: hash)
    }
}
