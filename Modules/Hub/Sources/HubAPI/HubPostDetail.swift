import Shared

/// What a signed-in reader sees beyond the summary: the frozen version, its change note and the notes.
/// 登录读者在摘要之外看到的内容：冻结的版本、变更说明与作者备注。
public struct HubPostDetail: Codable, Sendable, Equatable {
    /// The frozen version as a plan file (music references included).
    public let plan: PlanExchangeDocument
    public let versionId: String
    public let contentHash: String
    public let changeNote: HubChangeNote
    public let notes: String

    public init(
        plan: PlanExchangeDocument, versionId: String, contentHash: String, changeNote: HubChangeNote, notes: String
    ) {
        self.plan = plan
        self.versionId = versionId
        self.contentHash = contentHash
        self.changeNote = changeNote
        self.notes = notes
    }
}
