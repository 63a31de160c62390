import Foundation
import HubAPI
import HubRules

/// A post to insert: the frozen version (plan-file JSON) with its facts, framing and ranking start.
/// 待插入的帖子：冻结的版本（计划文件 JSON）及其事实、发布信息与初始排名。
public struct HubNewPost: Hashable, Sendable {
    public let id: String
    public let authorId: String
    public let title: String
    public let tags: [String]
    public let notes: String
    /// The plan-file document as stored and served (`PlanExchangeDocument.encoded()`).
    public let planJSON: Data
    public let versionId: String
    public let exercises: [String]
    public let setsCount: Int
    public let rounds: Int
    public let workSeconds: Int
    public let restSeconds: Int
    public let summary: String
    public let facts: HubPostFacts
    public let changeNote: HubChangeNote
    public let visibility: HubVisibility
    public let commentsEnabled: Bool
    public let createdAt: Date
    public let counts: HubPostCounts

    public init(
        id: String, authorId: String, title: String, tags: [String], notes: String, planJSON: Data, versionId: String,
        exercises: [String], setsCount: Int, rounds: Int, workSeconds: Int, restSeconds: Int, summary: String,
        facts: HubPostFacts, changeNote: HubChangeNote, visibility: HubVisibility, commentsEnabled: Bool,
        createdAt: Date, counts: HubPostCounts = .zero
    ) {
        self.id = id
        self.authorId = authorId
        self.title = title
        self.tags = tags
        self.notes = notes
        self.planJSON = planJSON
        self.versionId = versionId
        self.exercises = exercises
        self.setsCount = setsCount
        self.rounds = rounds
        self.workSeconds = workSeconds
        self.restSeconds = restSeconds
        self.summary = summary
        self.facts = facts
        self.changeNote = changeNote
        self.visibility = visibility
        self.commentsEnabled = commentsEnabled
        self.createdAt = createdAt
        self.counts = counts
    }
}
