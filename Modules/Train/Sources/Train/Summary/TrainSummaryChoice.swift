/// What the user can do after the summary: train again, save the session's rest changes as a plan, or quit.
/// 总结之后用户可做的事：再练一次、把本次的休息调整存为新计划，或退出。
public enum TrainSummaryChoice: Hashable, Sendable {
    case again
    case saveAdjustments
    case quit
}
