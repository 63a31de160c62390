import Foundation
import Shared

/// A session's frozen plan as the bundle holds it.
/// 备份包中会话冻结的计划副本。
struct BundleSnapshot: Codable {
    var planId: String?
    var templateId: String?
    var name: String
    var content: BundleContent
    var takenAt: Date
    var isAdjusted: Bool

    init(_ snapshot: PlanSnapshot) {
        planId = snapshot.planId?.uuidString.lowercased()
        templateId = snapshot.templateId
        name = snapshot.name
        content = BundleContent(snapshot.content)
        takenAt = snapshot.takenAt
        isAdjusted = snapshot.isAdjusted
    }

    /// The snapshot, or the first problem found, `path` naming it (e.g. `sessions[3].snapshot`).
    func toDomain(at path: String) throws(BundleProblem) -> PlanSnapshot {
        // The same name rules as a plan's: a snapshot's name is printed in listings just the same.
        try BundleCheck.plan(name: name, content: content.value, at: path)
        return PlanSnapshot(
            planId: try planId.map { (text) throws(BundleProblem) in try BundleCheck.id(text, at: path + ".planId") },
            templateId: templateId, name: name, content: content.value, takenAt: takenAt, isAdjusted: isAdjusted)
    }
}
