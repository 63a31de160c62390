import Foundation
import Shared

/// A post as the hub answers it: the summary anyone reads, plus the detail signed-in readers get.
/// 社区中心答复的帖子：任何人可读的摘要，以及登录读者可见的详情。
public struct HubPost: Codable, Sendable, Equatable {
    public let id: String
    public let title: String
    public let author: String
    public let createdAt: Date
    public let setsCount: Int
    public let rounds: Int
    public let workSeconds: Int
    public let restSeconds: Int
    public let totalSeconds: Int
    /// The neutral one-line summary, e.g. `8×(20/10) = 3:50`.
    public let summary: String
    public let tags: [String]
    public let applyCount: Int
    public let saveCount: Int
    public let commentCount: Int
    public let likeCount: Int
    public let commentsEnabled: Bool
    public let visibility: HubVisibility
    public let noMusic: Bool
    /// Whether the signed-in caller liked / saved the post; absent for anonymous callers.
    public let liked: Bool?
    public let saved: Bool?
    /// Signed-in detail; absent in listings and for anonymous readers.
    public let detail: HubPostDetail?

    public init(
        id: String, title: String, author: String, createdAt: Date, setsCount: Int, rounds: Int, workSeconds: Int,
        restSeconds: Int, totalSeconds: Int, summary: String, tags: [String], applyCount: Int, saveCount: Int,
        commentCount: Int, likeCount: Int, commentsEnabled: Bool, visibility: HubVisibility, noMusic: Bool,
        liked: Bool? = nil, saved: Bool? = nil, detail: HubPostDetail?
    ) {
        self.id = id
        self.title = title
        self.author = author
        self.createdAt = createdAt
        self.setsCount = setsCount
        self.rounds = rounds
        self.workSeconds = workSeconds
        self.restSeconds = restSeconds
        self.totalSeconds = totalSeconds
        self.summary = summary
        self.tags = tags
        self.applyCount = applyCount
        self.saveCount = saveCount
        self.commentCount = commentCount
        self.likeCount = likeCount
        self.commentsEnabled = commentsEnabled
        self.visibility = visibility
        self.noMusic = noMusic
        self.liked = liked
        self.saved = saved
        self.detail = detail
    }
}
