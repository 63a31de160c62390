import Shared

/// The body of `POST /v1/posts`: a plan file as `interfit plans export` writes it, framed for publishing.
/// `POST /v1/posts` 的请求体：`interfit plans export` 写出的计划文件，加上发布所需的信息。
public struct HubPostDraft: Codable, Sendable, Equatable {
    public let title: String
    /// Exactly the plan-file document; the hub re-reads it with `PlanExchangeDocument.decode(_:)`.
    public let plan: PlanExchangeDocument
    public let changeNote: HubChangeNote
    public let visibility: HubVisibility
    public let commentsEnabled: Bool
    /// Scene tags such as `home`, `gym`, `running`, `quiet`, `beginner` (lowercase, at most 8).
    public let tags: [String]
    /// The author's notes, shown to signed-in readers (at most 1000 characters).
    public let notes: String

    public init(
        title: String, plan: PlanExchangeDocument, changeNote: HubChangeNote = HubChangeNote(),
        visibility: HubVisibility = .public, commentsEnabled: Bool = true, tags: [String] = [], notes: String = ""
    ) {
        self.title = title
        self.plan = plan
        self.changeNote = changeNote
        self.visibility = visibility
        self.commentsEnabled = commentsEnabled
        self.tags = tags
        self.notes = notes
    }

    private enum CodingKeys: String, CodingKey {
        case title, plan, changeNote, visibility, commentsEnabled, tags, notes
    }

    /// `title` and `plan` are required; the rest take the defaults of the three publish steps.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        plan = try container.decode(PlanExchangeDocument.self, forKey: .plan)
        changeNote = try container.decodeIfPresent(HubChangeNote.self, forKey: .changeNote) ?? HubChangeNote()
        visibility = try container.decodeIfPresent(HubVisibility.self, forKey: .visibility) ?? .public
        commentsEnabled = try container.decodeIfPresent(Bool.self, forKey: .commentsEnabled) ?? true
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
        notes = try container.decodeIfPresent(String.self, forKey: .notes) ?? ""
    }
}
