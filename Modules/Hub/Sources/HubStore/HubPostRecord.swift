import Foundation
import HubAPI

/// A stored post as listings read it; `detail` is filled only when one post is read in full.
/// 列表读取的已存帖子；仅在完整读取单个帖子时填充 `detail`。
public struct HubPostRecord: Hashable, Sendable {
    public let id: String
    /// Insertion order; the keyset of sort `new` and the tie-break of sort `score`.
    public let sequence: Int64
    public let authorId: String
    public let authorHandle: String
    public let title: String
    public let tags: [String]
    public let setsCount: Int
    public let rounds: Int
    public let workSeconds: Int
    public let restSeconds: Int
    public let totalSeconds: Int
    public let summary: String
    public let noMusic: Bool
    public let visibility: HubVisibility
    public let commentsEnabled: Bool
    public let createdAt: Date
    public let applyCount: Int
    public let saveCount: Int
    public let commentCount: Int
    public let likeCount: Int
    public let hidden: Bool
    public let upheldReports: Int
    public let hot: Double
    public let detail: HubPostRecordDetail?

    public init(
        id: String, sequence: Int64, authorId: String, authorHandle: String, title: String, tags: [String],
        setsCount: Int, rounds: Int, workSeconds: Int, restSeconds: Int, totalSeconds: Int, summary: String,
        noMusic: Bool, visibility: HubVisibility, commentsEnabled: Bool, createdAt: Date, applyCount: Int,
        saveCount: Int, commentCount: Int, likeCount: Int, hidden: Bool, upheldReports: Int, hot: Double,
        detail: HubPostRecordDetail?
    ) {
        self.id = id
        self.sequence = sequence
        self.authorId = authorId
        self.authorHandle = authorHandle
        self.title = title
        self.tags = tags
        self.setsCount = setsCount
        self.rounds = rounds
        self.workSeconds = workSeconds
        self.restSeconds = restSeconds
        self.totalSeconds = totalSeconds
        self.summary = summary
        self.noMusic = noMusic
        self.visibility = visibility
        self.commentsEnabled = commentsEnabled
        self.createdAt = createdAt
        self.applyCount = applyCount
        self.saveCount = saveCount
        self.commentCount = commentCount
        self.likeCount = likeCount
        self.hidden = hidden
        self.upheldReports = upheldReports
        self.hot = hot
        self.detail = detail
    }
}
