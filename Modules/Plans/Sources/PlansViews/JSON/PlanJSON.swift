import Shared
import SharedUI

/// The stable `--json` shape of a plan (`plans list`, `plans show`); every key is always present.
/// 计划的稳定 `--json` 结构（`plans list`、`plans show`）；每个键都始终存在。
public struct PlanJSON: Encodable, Sendable {
    private let plan: Plan

    public init(_ plan: Plan) {
        self.plan = plan
    }

    /// The plan's own keys, beside the training fields.
    /// 训练字段之外计划自身的键。
    private enum Keys: String, CodingKey {
        case id, name, summary, totalSeconds, contentHash, favorite, archived, createdAt, updatedAt, lastUsedAt
        case forkedFromVersionId
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(plan.id.uuidString.lowercased(), forKey: .id)
        try container.encode(plan.name, forKey: .name)
        try container.encode(plan.content.summary, forKey: .summary)
        try container.encode(plan.content.totalSeconds, forKey: .totalSeconds)
        try container.encode(plan.contentHash.value, forKey: .contentHash)
        try container.encode(plan.isFavorite, forKey: .favorite)
        try container.encode(plan.isArchived, forKey: .archived)
        try container.encode(JSONDate.text(plan.createdAt), forKey: .createdAt)
        try container.encode(JSONDate.text(plan.updatedAt), forKey: .updatedAt)
        try container.encode(plan.lastUsedAt.map(JSONDate.text), forKey: .lastUsedAt)
        try container.encode(plan.forkedFromVersionId?.uuidString.lowercased(), forKey: .forkedFromVersionId)
        try PlanContentJSON.encode(plan.content, to: encoder)
    }
}
