import Shared

/// A deletion waiting for y or n: which plan, and how many versions go with it.
/// 等待 y 或 n 的删除：哪个计划，以及随之删除的版本数。
public struct PlanDeletionQuestion: Hashable, Sendable {
    public let plan: Plan
    public let versionCount: Int

    public init(plan: Plan, versionCount: Int) {
        self.plan = plan
        self.versionCount = versionCount
    }
}
