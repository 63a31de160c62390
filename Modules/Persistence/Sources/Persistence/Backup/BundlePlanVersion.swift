import Foundation
import Shared

/// A plan version as the bundle holds it.
/// 备份包中的计划版本。
struct BundlePlanVersion: Codable {
    var id: String
    var planId: String
    var number: Int
    var status: PlanVersionStatus
    var name: String
    var content: BundleContent
    var createdAt: Date

    init(_ version: PlanVersion) {
        id = version.id.uuidString.lowercased()
        planId = version.planId.uuidString.lowercased()
        number = version.number
        status = version.status
        name = version.name
        content = BundleContent(version.content)
        createdAt = BackupDate.columnDate(version.createdAt)
    }

    /// The version, or the first problem found, `path` naming this element (e.g. `planVersions[0]`).
    func toDomain(at path: String) throws(BundleProblem) -> PlanVersion {
        let versionId = try BundleCheck.id(id, at: path + ".id")
        let plan = try BundleCheck.id(planId, at: path + ".planId")
        if number < 1 { throw BundleProblem(path + ".number", .outOfRange) }
        try BundleCheck.plan(name: name, content: content.value, at: path)
        return PlanVersion(
            id: versionId, planId: plan, number: number, status: status, name: name, content: content.value,
            createdAt: createdAt)
    }
}
