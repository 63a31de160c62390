import Shared

/// What `plans rm` did: removed a plan, removed an unreadable stored row, or kept the plan because the user said no.
/// `plans rm` 的结果：删除了计划、删除了无法读取的存储行，或因用户拒绝而保留了计划。
public enum PlanRemoval: Sendable, Equatable {
    case deleted(Plan)
    case deletedUnreadable(UnreadableRow)
    case kept(Plan)
}
