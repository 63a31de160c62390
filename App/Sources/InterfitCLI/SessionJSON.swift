import Foundation
import Shared

/// The stable `--json` shape of a history entry; every key is always present.
struct SessionJSON: Encodable {
    let session: Session

    private enum Keys: String, CodingKey {
        case id, planId, planName, templateId, status, startedAt, endedAt, activeSeconds, pausedSeconds
        case completedSets, totalSets, tags, adjustments, summary
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(session.id.uuidString.lowercased(), forKey: .id)
        try container.encode(session.snapshot.planId?.uuidString.lowercased(), forKey: .planId)
        try container.encode(session.snapshot.name, forKey: .planName)
        try container.encode(session.snapshot.templateId, forKey: .templateId)
        try container.encode(session.status.rawValue, forKey: .status)
        try container.encode(session.startedAt, forKey: .startedAt)
        try container.encode(session.endedAt, forKey: .endedAt)
        try container.encode(session.activeSeconds, forKey: .activeSeconds)
        try container.encode(session.pausedSeconds, forKey: .pausedSeconds)
        try container.encode(session.completedSets, forKey: .completedSets)
        try container.encode(session.totalSets, forKey: .totalSets)
        try container.encode(SessionTag.allCases.filter(session.tags.contains).map(\.rawValue), forKey: .tags)
        try container.encode(session.overrides.count, forKey: .adjustments)
        try container.encode(session.snapshot.content.summary, forKey: .summary)
    }
}
