import Foundation
import GRDB
import Shared

/// The `planOrigin` table row: the hub, post, version and content hash an applied plan was copied from.
/// `planOrigin` 表的一行：已应用计划复制自的社区中心、帖子、版本与内容哈希。
struct PlanOriginRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "planOrigin"

    var planId: String
    var hub: String
    var postId: String
    var versionId: String
    var contentHash: String
    var appliedAt: Date

    /// The columns queries name.
    /// 查询中引用的列。
    enum Columns {
        static let planId = Column(CodingKeys.planId)
        static let contentHash = Column(CodingKeys.contentHash)
    }
}

extension PlanOriginRecord {
    init(planId: UUID, origin: PlanOrigin) {
        self.planId = planId.uuidString.lowercased()
        hub = origin.hub
        postId = origin.postId
        versionId = origin.versionId
        contentHash = origin.contentHash.value
        appliedAt = origin.appliedAt
    }

    func toDomain() -> PlanOrigin {
        PlanOrigin(
            hub: hub, postId: postId, versionId: versionId, contentHash: ContentHash(value: contentHash),
            appliedAt: appliedAt)
    }
}
