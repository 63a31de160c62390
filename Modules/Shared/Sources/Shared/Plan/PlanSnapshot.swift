import Foundation

/// The frozen plan a session runs: editing the plan mid-workout never changes it.
/// 会话运行时冻结的计划副本：训练中编辑计划不会改变它。
public struct PlanSnapshot: Hashable, Codable, Sendable {
    /// The library plan it came from; nil for templates and ad-hoc workouts.
    public let planId: UUID?
    /// The template key it came from, if any.
    public let templateId: String?
    public let name: String
    public let content: PlanContent
    public let takenAt: Date
    /// True when `start` options changed the plan or template for this session only.
    public let isAdjusted: Bool

    public init(
        planId: UUID?, templateId: String?, name: String, content: PlanContent, takenAt: Date,
        isAdjusted: Bool = false
    ) {
        self.planId = planId
        self.templateId = templateId
        self.name = name
        self.content = content
        self.takenAt = takenAt
        self.isAdjusted = isAdjusted
    }

    /// The name of a workout made from `start` options alone, in the user's language.
    public static func adHocName(in language: AppLanguage) -> String {
        StringTable(SharedStrings.catalog, language: language)("snapshot.adHoc")
    }

    private enum CodingKeys: String, CodingKey {
        case planId, templateId, name, content, takenAt, isAdjusted
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        planId = try container.decodeIfPresent(UUID.self, forKey: .planId)
        templateId = try container.decodeIfPresent(String.self, forKey: .templateId)
        name = try container.decode(String.self, forKey: .name)
        content = try container.decode(PlanContent.self, forKey: .content)
        takenAt = try container.decode(Date.self, forKey: .takenAt)
        isAdjusted = try container.decodeIfPresent(Bool.self, forKey: .isAdjusted) ?? false
    }
}
