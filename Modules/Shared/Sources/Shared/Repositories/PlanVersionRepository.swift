import Foundation

/// Storage of the immutable versions of plans.
/// 计划不可变版本的存储。
public protocol PlanVersionRepository: Sendable {
    /// Versions of one plan, oldest (number 1) first.
    func versions(ofPlan planId: UUID) throws(RepositoryError) -> [PlanVersion]
    func fetch(id: UUID) throws(RepositoryError) -> PlanVersion?
    /// Versions whose id starts with `prefix` (lower-case hex and dashes), at most `limit`.
    func versions(idPrefix prefix: String, limit: Int) throws(RepositoryError) -> [PlanVersion]
    /// Stores a new version whose number is one more than the plan's highest, atomically, and returns it.
    func append(
        planId: UUID, id: UUID, status: PlanVersionStatus, name: String, content: PlanContent, createdAt: Date
    ) throws(RepositoryError) -> PlanVersion
}
