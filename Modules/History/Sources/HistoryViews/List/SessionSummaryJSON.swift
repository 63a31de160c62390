import Foundation
import Shared
import SharedUI

/// The stable `history --json` shape of one session; every key is always present.
/// `history --json` 中单个会话的稳定结构；每个键都始终存在。
public struct SessionSummaryJSON: Encodable, Sendable {
    private let summary: SessionSummary

    public init(_ summary: SessionSummary) {
        self.summary = summary
    }

    private enum Keys: String, CodingKey {
        case id, planId, planName, templateId, status, startedAt, endedAt, activeSeconds, pausedSeconds
        case completedSets, totalSets, tags, adjustments, summary
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(summary.id.uuidString.lowercased(), forKey: .id)
        try container.encode(summary.planId?.uuidString.lowercased(), forKey: .planId)
        try container.encode(summary.planName, forKey: .planName)
        try container.encode(summary.templateId, forKey: .templateId)
        try container.encode(summary.status.rawValue, forKey: .status)
        try container.encode(JSONDate.text(summary.startedAt), forKey: .startedAt)
        try container.encode(summary.endedAt.map(JSONDate.text), forKey: .endedAt)
        try container.encode(summary.activeSeconds, forKey: .activeSeconds)
        try container.encode(summary.pausedSeconds, forKey: .pausedSeconds)
        try container.encode(summary.completedSets, forKey: .completedSets)
        try container.encode(summary.totalSets, forKey: .totalSets)
        try container.encode(SessionTag.allCases.filter(summary.tags.contains).map(\.rawValue), forKey: .tags)
        try container.encode(summary.adjustments, forKey: .adjustments)
        try container.encode(summary.summary, forKey: .summary)
    }
}
