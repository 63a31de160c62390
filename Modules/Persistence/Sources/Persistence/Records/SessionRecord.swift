import Foundation
import GRDB
import Shared

/// The `session` table row: one workout in JSON columns, plus the derived columns a listing reads instead.
/// `session` 表的一行：一次训练以 JSON 列保存，另有列表直接读取的派生列。
struct SessionRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "session"

    var id: String
    var planId: String?
    var planName: String
    var snapshot: PlanSnapshot
    var status: String
    var startedAt: Date
    var endedAt: Date?
    var activeSeconds: Double
    var pausedSeconds: Double
    var completedSets: Int
    var totalSets: Int
    /// The event log, compact (`StoredSessionEvent`).
    var events: [StoredSessionEvent]
    /// The user's adjustments, compact (`StoredSessionOverride`).
    var overrides: [StoredSessionOverride]
    var tags: [String]
    /// The snapshot's template key (derived, `v3-history`).
    var templateId: String?
    /// `PlanRules.nameKey` of the plan name, for `--plan NAME` (derived, `v3-history`).
    var planNameKey: String
    /// The one-line summary, e.g. `8×(20/10) = 3:50` (derived); NULL marks a row listings skip as unreadable.
    var summary: String?
    /// How many overrides the user made (derived, `v3-history`).
    var adjustments: Int

    /// The columns queries name.
    /// 查询中引用的列。
    enum Columns {
        static let startedAt = Column(CodingKeys.startedAt)
    }

    /// The table's columns.
    /// 表中的各列。
    private enum CodingKeys: String, CodingKey {
        case id, planId, planName, snapshot, status, startedAt, endedAt, activeSeconds, pausedSeconds
        case completedSets, totalSets, events, overrides, tags, templateId, planNameKey, summary, adjustments
    }

    /// Reads a row; the derived columns may be missing (a file opened read-only before `v3-history` ran).
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        planId = try container.decodeIfPresent(String.self, forKey: .planId)
        planName = try container.decode(String.self, forKey: .planName)
        snapshot = try container.decode(PlanSnapshot.self, forKey: .snapshot)
        status = try container.decode(String.self, forKey: .status)
        startedAt = try container.decode(Date.self, forKey: .startedAt)
        endedAt = try container.decodeIfPresent(Date.self, forKey: .endedAt)
        activeSeconds = try container.decode(Double.self, forKey: .activeSeconds)
        pausedSeconds = try container.decode(Double.self, forKey: .pausedSeconds)
        completedSets = try container.decode(Int.self, forKey: .completedSets)
        totalSets = try container.decode(Int.self, forKey: .totalSets)
        events = try container.decode([StoredSessionEvent].self, forKey: .events)
        overrides = try container.decode([StoredSessionOverride].self, forKey: .overrides)
        tags = try container.decode([String].self, forKey: .tags)
        templateId = snapshot.templateId
        planNameKey = PlanRules.nameKey(planName)
        summary = Self.summary(of: snapshot.content)
        adjustments = overrides.count
    }

    /// The listing's summary of `content`, or nil when no valid plan holds it (the row counts as unreadable).
    static func summary(of content: PlanContent) -> String? {
        PlanRules.validate(name: "x", content: content).isEmpty ? content.summary : nil
    }
}

extension SessionRecord {
    init(from session: Session) {
        id = session.id.uuidString.lowercased()
        planId = session.snapshot.planId?.uuidString.lowercased()
        planName = session.snapshot.name
        snapshot = session.snapshot
        status = session.status.rawValue
        startedAt = session.startedAt
        endedAt = session.endedAt
        activeSeconds = session.activeSeconds
        pausedSeconds = session.pausedSeconds
        completedSets = session.completedSets
        totalSets = session.totalSets
        events = session.events.map(StoredSessionEvent.init)
        overrides = session.overrides.map(StoredSessionOverride.init)
        tags = session.tags.map(\.rawValue).sorted()
        templateId = session.snapshot.templateId
        planNameKey = PlanRules.nameKey(session.snapshot.name)
        summary = Self.summary(of: session.snapshot.content)
        adjustments = session.overrides.count
    }

    func toDomain() throws -> Session {
        guard let uuid = UUID(uuidString: id), let sessionStatus = SessionStatus(rawValue: status) else {
            throw RepositoryError.storage(detail: "unreadable session \(id)")
        }
        try RecordCheck.content(snapshot.content, id: id)
        return Session(
            id: uuid, snapshot: snapshot, status: sessionStatus, startedAt: startedAt, endedAt: endedAt,
            activeSeconds: activeSeconds, pausedSeconds: pausedSeconds, completedSets: completedSets,
            totalSets: totalSets, events: events.map(\.event), overrides: overrides.map(\.change),
            tags: Set(tags.compactMap(SessionTag.init(rawValue:))))
    }
}
