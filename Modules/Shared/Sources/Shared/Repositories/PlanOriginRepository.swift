import Foundation

/// Storage of applied plans with their origin, so that the same version is never copied twice.
/// 带来源记录的已应用计划的存储，使同一版本不会被复制两次。
public protocol PlanOriginRepository: Sendable {
    /// The plans applied from a version with this content hash, newest first (renamed or edited ones too).
    func plans(appliedFrom contentHash: ContentHash) throws(RepositoryError) -> [Plan]
    /// The origin recorded for a plan, if it was applied from a hub.
    func origin(ofPlan planId: UUID) throws(RepositoryError) -> PlanOrigin?
    /// Saves the plan under the name `pick` chooses and its origin in one write; nil when `pick` refuses.
    func saveApplied(
        _ plan: Plan, origin: PlanOrigin, namedBy pick: ([String]) -> String?
    ) throws(RepositoryError) -> String?
}
