import Foundation

/// Where an applied plan came from: the hub, the post, the frozen version and its content hash.
/// 应用所得计划的来源：社区中心、帖子、冻结的版本及其内容哈希。
public struct PlanOrigin: Hashable, Codable, Sendable {
    /// The hub's canonical address, e.g. `http://127.0.0.1:8787`.
    public let hub: String
    public let postId: String
    public let versionId: String
    /// The hash of the version's content as it was applied (edits to the local plan never change it).
    public let contentHash: ContentHash
    public let appliedAt: Date

    public init(hub: String, postId: String, versionId: String, contentHash: ContentHash, appliedAt: Date) {
        self.hub = hub
        self.postId = postId
        self.versionId = versionId
        self.contentHash = contentHash
        self.appliedAt = appliedAt
    }
}
