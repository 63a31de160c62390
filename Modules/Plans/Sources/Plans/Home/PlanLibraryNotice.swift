import Shared

/// What the last action on the home's Plans tab did, or why it failed: one line on screen.
/// 主界面计划标签页上一次操作的结果或失败原因：屏幕上的一行。
public enum PlanLibraryNotice: Sendable {
    case copied(Plan, to: Plan)
    case deleted(Plan)
    case kept(Plan)
    case flagged(PlanFlagChange, Plan)
    case exported(name: String, to: String)
    case exportFailed(UserFileError)
    /// The editor saved the plan and published it as a version (`unchanged` when nothing new was published).
    case saved(Plan, PlanPublishOutcome)
    case failed(PlanLibraryError)
}
