import Foundation

/// A saved training plan in the user's library.
/// 用户计划库中保存的一个训练计划。
public struct Plan: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    /// 1–80 printable characters; unique ignoring case is not required but lookups prefer exact matches.
    public var name: String
    public var content: PlanContent
    public var isFavorite: Bool
    public var isArchived: Bool
    public let createdAt: Date
    public var updatedAt: Date
    public var lastUsedAt: Date?
    /// The published version this plan was forked from (import, copy of a version), if any.
    public var forkedFromVersionId: UUID?
    /// Cue settings of this plan; they win over global settings and lose to session overrides.
    public var cueSettings: CueSettingsOverride

    public init(
        id: UUID, name: String, content: PlanContent, isFavorite: Bool = false, isArchived: Bool = false,
        createdAt: Date, updatedAt: Date, lastUsedAt: Date? = nil, forkedFromVersionId: UUID? = nil,
        cueSettings: CueSettingsOverride = CueSettingsOverride()
    ) {
        self.id = id
        self.name = name
        self.content = content
        self.isFavorite = isFavorite
        self.isArchived = isArchived
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.lastUsedAt = lastUsedAt
        self.forkedFromVersionId = forkedFromVersionId
        self.cueSettings = cueSettings
    }

    public var contentHash: ContentHash { ContentHash(content: content) }
}
