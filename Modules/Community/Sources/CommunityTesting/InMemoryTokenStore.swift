import Foundation
import HubAPI

/// A `HubTokenStore` in memory; `failure` makes every call fail as a refused file would.
/// 内存中的 `HubTokenStore`；设置 `failure` 后每次调用都会像被拒绝的文件那样失败。
public final class InMemoryTokenStore: HubTokenStore, @unchecked Sendable {
    private let lock = NSLock()
    private var tokens: [HubStoredToken] = []
    private var id: String?
    /// When set, every call throws it.
    public var failure: HubLocalFileError?

    public init() {}

    public func token(for hub: String) throws(HubLocalFileError) -> HubStoredToken? {
        try locked { tokens.first { $0.hub == hub } }
    }

    public func save(_ token: HubStoredToken) throws(HubLocalFileError) {
        try locked {
            tokens.removeAll { $0.hub == token.hub }
            tokens.append(token)
        }
    }

    public func removeToken(for hub: String) throws(HubLocalFileError) -> Bool {
        try locked {
            let before = tokens.count
            tokens.removeAll { $0.hub == hub }
            return tokens.count != before
        }
    }

    public func installId(making fresh: () -> String) throws(HubLocalFileError) -> String {
        try locked {
            if let id { return id }
            let made = fresh()
            id = made
            return made
        }
    }

    public func resetInstallId() throws(HubLocalFileError) { try locked { id = nil } }

    private func locked<T>(_ body: () -> T) throws(HubLocalFileError) -> T {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        return body()
    }
}
