import Foundation
import GRDB
import Shared

/// The `planVersion` table row: an immutable numbered copy of a plan's content.
/// `planVersion` 表的一行：计划内容不可变的编号副本。
struct PlanVersionRecord: Encodable, FetchableRecord, PersistableRecord {
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

    /// The numbers a version may have: 1 up to a bound that leaves room to count on without overflow.
    static let numbers = 1...StoredValue.maximumCount

    /// Reads a row, each column checked (`StoredValue`).
    init(row: Row) throws {
        func value(_ column: CodingKeys) -> DatabaseValue { StoredValue.value(row, column.stringValue) }
        id = try StoredValue.text(value(.id), "id")
        planId = try StoredValue.text(value(.planId), "planId")
        number = try StoredValue.integer(value(.number), "number", in: Self.numbers)
        status = try StoredValue.text(value(.status), "status")
        name = try StoredValue.text(value(.name), "name")
        content = try StoredValue.json(value(.content), "content", as: PlanContent.self)
        contentHash = try StoredValue.text(value(.contentHash), "contentHash")
        createdAt = try StoredValue.date(value(.createdAt), "createdAt")
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
        guard let uuid = UUIDText.parse(id), let plan = UUIDText.parse(planId),
            let versionStatus = PlanVersionStatus(rawValue: status)
        else { throw RepositoryError.storage(detail: "unreadable plan version \(id)") }
        try RecordCheck.content(content, id: id)
        return PlanVersion(
            id: uuid, planId: plan, number: number, status: versionStatus, name: name, content: content,
            createdAt: createdAt)
    }
}
