import Foundation
import Shared

/// A plan as the bundle holds it: the whole plan with lower-case ids.
/// 备份包中的计划：完整的计划，编号为小写。
struct BundlePlan: Codable {
    var id: String
    var name: String
    var content: BundleContent
    var isFavorite: Bool
    var isArchived: Bool
    var createdAt: Date
    var updatedAt: Date
    var lastUsedAt: Date?
    var forkedFromVersionId: String?
    var cueSettings: CueSettingsOverride

    init(_ plan: Plan) {
        id = plan.id.uuidString.lowercased()
        name = plan.name
        content = BundleContent(plan.content)
        isFavorite = plan.isFavorite
        isArchived = plan.isArchived
        createdAt = BackupDate.columnDate(plan.createdAt)
        updatedAt = BackupDate.columnDate(plan.updatedAt)
        lastUsedAt = plan.lastUsedAt.map(BackupDate.columnDate)
        forkedFromVersionId = plan.forkedFromVersionId?.uuidString.lowercased()
        cueSettings = plan.cueSettings
    }

    /// The plan, or the first problem found, `path` naming this element (e.g. `plans[2]`).
    func toDomain(at path: String) throws(BundleProblem) -> Plan {
        try BundleCheck.plan(name: name, content: content.value, at: path)
        return Plan(
            id: try BundleCheck.id(id, at: path + ".id"), name: name, content: content.value, isFavorite: isFavorite,
            isArchived: isArchived, createdAt: createdAt, updatedAt: updatedAt, lastUsedAt: lastUsedAt,
            forkedFromVersionId: try forkedFromVersionId.map { (text) throws(BundleProblem) in
                try BundleCheck.id(text, at: path + ".forkedFromVersionId")
            }, cueSettings: cueSettings)
    }
}
