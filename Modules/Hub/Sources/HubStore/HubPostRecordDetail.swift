import Foundation
import HubAPI

/// The parts of a post only a full read carries: the frozen plan file, its version and the author's words.
/// 只有完整读取才包含的帖子部分：冻结的计划文件、其版本以及作者的文字。
public struct HubPostRecordDetail: Hashable, Sendable {
    public let planJSON: Data
    public let versionId: String
    public let contentHash: String
    public let changeNote: HubChangeNote
    public let notes: String
    /// Whether the reader liked / saved the post (false for anonymous readers).
    public let likedByViewer: Bool
    public let savedByViewer: Bool

    public init(
        planJSON: Data, versionId: String, contentHash: String, changeNote: HubChangeNote, notes: String,
        likedByViewer: Bool, savedByViewer: Bool
    ) {
        self.planJSON = planJSON
        self.versionId = versionId
        self.contentHash = contentHash
        self.changeNote = changeNote
        self.notes = notes
        self.likedByViewer = likedByViewer
        self.savedByViewer = savedByViewer
    }
}
