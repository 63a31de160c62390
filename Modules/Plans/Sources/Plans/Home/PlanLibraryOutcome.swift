import Shared

/// What a Plans-tab intent leads to beyond this screen: a workout, the editor, the versions, or a file to write.
/// 计划标签页的意图带来的、超出本界面的结果：训练、编辑器、版本列表，或要写入的文件。
public enum PlanLibraryOutcome: Sendable {
    case start(Plan)
    case edit(Plan)
    case create
    case versions(Plan)
    /// The document to write to `path` (relative to the working folder); the caller reports back.
    case export(PlanExchangeDocument, plan: Plan, path: String)
}
