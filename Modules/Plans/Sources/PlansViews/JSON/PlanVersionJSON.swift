import Shared
import SharedUI

/// The stable `plans versions --json` shape of one version; every key is always present.
/// `plans versions --json` 中单个版本的稳定结构；每个键都始终存在。
public struct PlanVersionJSON: Encodable, Sendable {
    private let version: PlanVersion

    public init(_ version: PlanVersion) {
        self.version = version
    }

    /// The version's own keys, beside the training fields.
    /// 训练字段之外版本自身的键。
    private enum Keys: String, CodingKey {
        case id, planId, number, status, name, summary, totalSeconds, contentHash, createdAt
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(version.id.uuidString.lowercased(), forKey: .id)
        try container.encode(version.planId.uuidString.lowercased(), forKey: .planId)
        try container.encode(version.number, forKey: .number)
        try container.encode(version.status.rawValue, forKey: .status)
        try container.encode(version.name, forKey: .name)
        try container.encode(version.content.summary, forKey: .summary)
        try container.encode(version.content.totalSeconds, forKey: .totalSeconds)
        try container.encode(version.contentHash.value, forKey: .contentHash)
        try container.encode(JSONDate.text(version.createdAt), forKey: .createdAt)
        try PlanContentJSON.encode(version.content, to: encoder)
    }
}
