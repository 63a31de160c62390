import Foundation

/// Copies of what a hub answered, kept so that they can be read without it (`--offline`).
/// 社区中心答复的副本，保存下来以便离线读取（`--offline`）。
public protocol HubOfflineCache: Sendable {
    /// The bytes kept under `name` for `hub` (its canonical address), or nil.
    func read(_ name: String, hub: String) -> Data?
    /// Keeps `bytes` under `name` for `hub`; failing to keep a copy is never an error for the caller.
    func write(_ bytes: Data, name: String, hub: String)
}
