import Foundation
import HubAPI

/// A `HubOfflineCache` in memory, keyed by hub and name.
/// 内存中的 `HubOfflineCache`，以社区中心与名称为键。
public final class InMemoryOfflineCache: HubOfflineCache, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: Data] = [:]

    public init() {}

    public func read(_ name: String, hub: String) -> Data? {
        lock.lock()
        defer { lock.unlock() }
        return files[hub + "/" + name]
    }

    public func write(_ bytes: Data, name: String, hub: String) {
        lock.lock()
        defer { lock.unlock() }
        files[hub + "/" + name] = bytes
    }

    /// The names kept for `hub`, sorted.
    public func names(hub: String) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return files.keys.filter { $0.hasPrefix(hub + "/") }.map { String($0.dropFirst(hub.count + 1)) }.sorted()
    }
}
