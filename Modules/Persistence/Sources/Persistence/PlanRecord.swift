import Foundation
import GRDB
import Shared

/// The `plan` table row: a plan with its content flattened into columns.
struct PlanRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "plan"

    var id: String
    var name: String
    var setsCount: Int
    var workSeconds: Int
    var restSeconds: Int
    var warmupSeconds: Int
    var cooldownSeconds: Int
    var rounds: Int
    var roundRestSeconds: Int
    var exercises: [String]
    var isFavorite: Bool
    var isArchived: Bool
    var createdAt: Date
    var updatedAt: Date
    var lastUsedAt: Date?
    var forkedFromVersionId: String?
    var cueSettings: CueSettingsOverride
    var contentHash: String

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let name = Column(CodingKeys.name)
        static let isFavorite = Column(CodingKeys.isFavorite)
        static let isArchived = Column(CodingKeys.isArchived)
        static let updatedAt = Column(CodingKeys.updatedAt)
        static let lastUsedAt = Column(CodingKeys.lastUsedAt)
        static let contentHash = Column(CodingKeys.contentHash)
    }
}

extension PlanRecord {
    init(from plan: Plan) {
        id = plan.id.uuidString.lowercased()
        name = plan.name
        setsCount = plan.content.setsCount
        workSeconds = plan.content.workSeconds
        restSeconds = plan.content.restSeconds
        warmupSeconds = plan.content.warmupSeconds
        cooldownSeconds = plan.content.cooldownSeconds
        rounds = plan.content.rounds
        roundRestSeconds = plan.content.roundRestSeconds
        exercises = plan.content.exercises
        isFavorite = plan.isFavorite
        isArchived = plan.isArchived
        createdAt = plan.createdAt
        updatedAt = plan.updatedAt
        lastUsedAt = plan.lastUsedAt
        forkedFromVersionId = plan.forkedFromVersionId?.uuidString.lowercased()
        cueSettings = plan.cueSettings
        contentHash = plan.contentHash.value
    }

    func toDomain() throws -> Plan {
        guard let uuid = UUID(uuidString: id) else { throw PersistenceError.storage(detail: "bad plan id \(id)") }
        let content = PlanContent(
            setsCount: setsCount, workSeconds: workSeconds, restSeconds: restSeconds, warmupSeconds: warmupSeconds,
            cooldownSeconds: cooldownSeconds, rounds: rounds, roundRestSeconds: roundRestSeconds, exercises: exercises)
        return Plan(
            id: uuid, name: name, content: content, isFavorite: isFavorite, isArchived: isArchived,
            createdAt: createdAt, updatedAt: updatedAt, lastUsedAt: lastUsedAt,
            forkedFromVersionId: forkedFromVersionId.flatMap(UUID.init(uuidString:)), cueSettings: cueSettings)
    }
}
