import Shared

/// The answer of `POST /v1/posts/{id}/apply`: the frozen version as a plan file, to fork locally.
/// `POST /v1/posts/{id}/apply` 的答复：冻结版本的计划文件，用于在本地复制。
public struct HubApplyResult: Codable, Sendable, Equatable {
    public let plan: PlanExchangeDocument
    public let versionId: String
    public let contentHash: String

    public init(plan: PlanExchangeDocument, versionId: String, contentHash: String) {
        self.plan = plan
        self.versionId = versionId
        self.contentHash = contentHash
    }
}
