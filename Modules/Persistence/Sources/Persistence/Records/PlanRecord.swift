import Foundation
import GRDB
import Shared

/// The `plan` table row: a plan with its content flattened into columns.
/// `plan` 表的一行：内容展开为列的计划。
struct PlanRecord: Encodable, FetchableRecord, PersistableRecord {
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
    /// The soundtrack as JSON, NULL when silent (column added by `v3-plan-music`; absent from older files).
    var music: MusicPlan?

    /// The columns queries name.
    /// 查询中引用的列。
    enum Columns {
        static let id = Column(CodingKeys.id)
        static let name = Column(CodingKeys.name)
        static let isFavorite = Column(CodingKeys.isFavorite)
        static let isArchived = Column(CodingKeys.isArchived)
        static let updatedAt = Column(CodingKeys.updatedAt)
        static let lastUsedAt = Column(CodingKeys.lastUsedAt)
        static let contentHash = Column(CodingKeys.contentHash)
    }

    /// Reads a row, each column checked (`StoredValue`); `music` may be missing (a file from before `v3-plan-music`).
    init(row: Row) throws {
        func value(_ column: CodingKeys) -> DatabaseValue { StoredValue.value(row, column.stringValue) }
        func count(_ column: CodingKeys) throws -> Int {
            // Wider than `PlanRules` so `toDomain` can name the field; narrow enough that nothing overflows.
            try StoredValue.integer(value(column), column.stringValue, in: 0...StoredValue.maximumCount)
        }
        id = try StoredValue.text(value(.id), "id")
        name = try StoredValue.text(value(.name), "name")
        setsCount = try count(.setsCount)
        workSeconds = try count(.workSeconds)
        restSeconds = try count(.restSeconds)
        warmupSeconds = try count(.warmupSeconds)
        cooldownSeconds = try count(.cooldownSeconds)
        rounds = try count(.rounds)
        roundRestSeconds = try count(.roundRestSeconds)
        exercises = try StoredValue.json(value(.exercises), "exercises", as: [String].self)
        isFavorite = try StoredValue.bool(value(.isFavorite), "isFavorite")
        isArchived = try StoredValue.bool(value(.isArchived), "isArchived")
        createdAt = try StoredValue.date(value(.createdAt), "createdAt")
        updatedAt = try StoredValue.date(value(.updatedAt), "updatedAt")
        lastUsedAt = try StoredValue.optionalDate(value(.lastUsedAt), "lastUsedAt")
        forkedFromVersionId = try StoredValue.optionalText(value(.forkedFromVersionId), "forkedFromVersionId")
        cueSettings = try StoredValue.json(value(.cueSettings), "cueSettings", as: CueSettingsOverride.self)
        contentHash = try StoredValue.text(value(.contentHash), "contentHash")
        music = try StoredValue.optionalJSON(value(.music), "music", as: MusicPlan.self)
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
        music = plan.content.music.isSilent ? nil : plan.content.music
    }

    /// The plan, or an error when the row holds what no valid plan can (a bad id, out-of-range numbers).
    func toDomain() throws -> Plan {
        guard let uuid = UUIDText.parse(id), forkedFromVersionId.map({ UUIDText.parse($0) != nil }) ?? true else {
            throw RepositoryError.storage(detail: "bad plan id \(id)")
        }
        let content = PlanContent(
            setsCount: setsCount, workSeconds: workSeconds, restSeconds: restSeconds, warmupSeconds: warmupSeconds,
            cooldownSeconds: cooldownSeconds, rounds: rounds, roundRestSeconds: roundRestSeconds, exercises: exercises,
            music: music ?? .silent)
        try RecordCheck.content(content, id: id)
        return Plan(
            id: uuid, name: name, content: content, isFavorite: isFavorite, isArchived: isArchived,
            createdAt: createdAt, updatedAt: updatedAt, lastUsedAt: lastUsedAt,
            forkedFromVersionId: forkedFromVersionId.flatMap(UUIDText.parse), cueSettings: cueSettings)
    }
}
