import Foundation
import Shared

/// The stable `--json` shape of a plan (documented in README.md); every key is always present.
struct PlanJSON: Encodable {
    let plan: Plan

    private enum Keys: String, CodingKey {
        case id, name, summary, totalSeconds, contentHash, favorite, archived, createdAt, updatedAt, lastUsedAt
        case forkedFromVersionId
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(plan.id.uuidString.lowercased(), forKey: .id)
        try container.encode(plan.name, forKey: .name)
        try container.encode(plan.content.summary, forKey: .summary)
        try container.encode(plan.content.totalSeconds, forKey: .totalSeconds)
        try container.encode(plan.contentHash.value, forKey: .contentHash)
        try container.encode(plan.isFavorite, forKey: .favorite)
        try container.encode(plan.isArchived, forKey: .archived)
        try container.encode(plan.createdAt, forKey: .createdAt)
        try container.encode(plan.updatedAt, forKey: .updatedAt)
        try container.encode(plan.lastUsedAt, forKey: .lastUsedAt)
        try container.encode(plan.forkedFromVersionId?.uuidString.lowercased(), forKey: .forkedFromVersionId)
        try plan.content.encode(to: encoder)  // the training fields as flat keys
    }
}

/// The `--json` shape of a built-in template.
struct TemplateJSON: Encodable {
    let template: PlanTemplate

    private enum Keys: String, CodingKey { case id, name, summary, totalSeconds }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(template.id, forKey: .id)
        try container.encode(template.name, forKey: .name)
        try container.encode(template.content.summary, forKey: .summary)
        try container.encode(template.content.totalSeconds, forKey: .totalSeconds)
        try template.content.encode(to: encoder)
    }
}

/// The `--json` shape of a plan version.
struct PlanVersionJSON: Encodable {
    let version: PlanVersion

    private enum Keys: String, CodingKey { case id, planId, number, status, name, summary, totalSeconds, createdAt }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(version.id.uuidString.lowercased(), forKey: .id)
        try container.encode(version.planId.uuidString.lowercased(), forKey: .planId)
        try container.encode(version.number, forKey: .number)
        try container.encode(version.status.rawValue, forKey: .status)
        try container.encode(version.name, forKey: .name)
        try container.encode(version.content.summary, forKey: .summary)
        try container.encode(version.content.totalSeconds, forKey: .totalSeconds)
        try container.encode(version.createdAt, forKey: .createdAt)
        try version.content.encode(to: encoder)
    }
}
