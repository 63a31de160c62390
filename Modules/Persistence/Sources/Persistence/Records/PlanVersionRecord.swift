import Foundation
import GRDB
import Shared

/// The `planVersion` table row: an immutable numbered copy of a plan's content.
/// `planVersion` 表的一行：计划内容不可变的编号副本。
struct PlanVersionRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "planVersion"

    var id: String
    var planId: String
    var number: Int
    var status: String
    var name: String
    var content: PlanContent
    var contentHash: String
    var createdAt: Date

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let planId = Column(CodingKeys.planId)
        static let number = Column(CodingKeys.number)
    }
}

extension PlanVersionRecord {
    init(from version: PlanVersion) {
        id = version.id.uuidString.lowercased()
        planId = version.planId.uuidString.lowercased()
        number = version.number
        status = version.status.rawValue
        name = version.name
        content = version.content
        contentHash = version.contentHash.value
        createdAt = version.createdAt
    }

    func toDomain() throws -> PlanVersion {
        guard let uuid = UUID(uuidString: id), let plan = UUID(uuidString: planId),
            let versionStatus = PlanVersionStatus(rawValue: status)
        else { throw RepositoryError.storage(detail: "unreadable plan version \(id)") }
        try RecordCheck.content(content, id: id)
        return PlanVersion(
            id: uuid, planId: plan, number: number, status: versionStatus, name: name, content: content,
            createdAt: createdAt)
    }
}
