import Foundation
import GRDB
import Shared

/// The `session` table row: one workout in JSON columns, plus the derived columns a listing reads instead.
/// `session` 表的一行：一次训练以 JSON 列保存，另有列表直接读取的派生列。
struct SessionRecord: FetchableRecord, PersistableRecord {
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

    /// Reads a row, each column checked (`StoredValue`); the derived columns are computed again.
    init(row: Row) throws {
        // Computed, so a file opened read-only before `v3-history` ran (without those columns) reads the same.
        func value(_ column: CodingKeys) -> DatabaseValue { StoredValue.value(row, column.rawValue) }
        id = try StoredValue.text(value(.id), "id")
        planId = try StoredValue.optionalText(value(.planId), "planId")
        planName = try StoredValue.text(value(.planName), "planName")
        snapshot = try StoredValue.json(value(.snapshot), "snapshot", as: PlanSnapshot.self)
        status = try StoredValue.text(value(.status), "status")
        startedAt = try StoredValue.date(value(.startedAt), "startedAt")
        endedAt = try StoredValue.optionalDate(value(.endedAt), "endedAt")
        activeSeconds = try StoredValue.seconds(value(.activeSeconds), "activeSeconds")
        pausedSeconds = try StoredValue.seconds(value(.pausedSeconds), "pausedSeconds")
        completedSets = try StoredValue.integer(value(.completedSets), "completedSets", in: 0...SessionCheck.mostSets)
        totalSets = try StoredValue.integer(value(.totalSets), "totalSets", in: 0...SessionCheck.mostSets)
        events = try StoredValue.json(value(.events), "events", as: [StoredSessionEvent].self)
        overrides = try StoredValue.json(value(.overrides), "overrides", as: [StoredSessionOverride].self)
        tags = try StoredValue.json(value(.tags), "tags", as: [String].self)
        templateId = snapshot.templateId
        planNameKey = PlanRules.nameKey(planName)
        summary = Self.summary(of: snapshot.content)
        adjustments = overrides.count
        // The listing's columns are computed again above, but a damaged one makes listings skip the row: such a row
        // is unreadable here too, so the doctor names what `history` skips.
        if row.hasColumn(CodingKeys.summary.rawValue) {
            _ = try StoredValue.optionalText(value(.templateId), "templateId")
            _ = try StoredValue.text(value(.planNameKey), "planNameKey")
            _ = try StoredValue.text(value(.summary), "summary")
            _ = try StoredValue.integer(value(.adjustments), "adjustments", in: 0...StoredValue.maximumCount)
        }
    }

    /// The row's columns, written one by one rather than through `Encodable`.
    func encode(to container: inout PersistenceContainer) throws {
        // GRDB's `Encodable` path asks the runtime, at a first save, whether each column's type is a database value
        // (first-time conformance look-ups: ~3.7M instructions of a workout's save).
        // Dates in GRDB's own column text, made without its `DateFormatter` (ICU's set-up costs ~2 ms); the plan,
        // the logs and the tags as the JSON text GRDB stores for a value that is not a database value.
        container[CodingKeys.id.rawValue] = id
        container[CodingKeys.planId.rawValue] = planId
        container[CodingKeys.planName.rawValue] = planName
        container[CodingKeys.snapshot.rawValue] = try Self.jsonText(snapshot, column: .snapshot)
        container[CodingKeys.status.rawValue] = status
        container[CodingKeys.startedAt.rawValue] = BackupDate.columnText(startedAt)
        container[CodingKeys.endedAt.rawValue] = endedAt.map(BackupDate.columnText)
        container[CodingKeys.activeSeconds.rawValue] = activeSeconds
        container[CodingKeys.pausedSeconds.rawValue] = pausedSeconds
        container[CodingKeys.completedSets.rawValue] = completedSets
        container[CodingKeys.totalSets.rawValue] = totalSets
        container[CodingKeys.events.rawValue] = try Self.jsonText(events, column: .events)
        container[CodingKeys.overrides.rawValue] = try Self.jsonText(overrides, column: .overrides)
        container[CodingKeys.tags.rawValue] = try Self.jsonText(tags, column: .tags)
        container[CodingKeys.templateId.rawValue] = templateId
        container[CodingKeys.planNameKey.rawValue] = planNameKey
        container[CodingKeys.summary.rawValue] = summary
        container[CodingKeys.adjustments.rawValue] = adjustments
    }

    /// `value` as JSON text, by GRDB's JSON encoder for the column (sorted keys, as every stored row has).
    private static func jsonText(_ value: some Encodable, column: CodingKeys) throws -> String {
        String(decoding: try databaseJSONEncoder(for: column.rawValue).encode(value), as: UTF8.self)
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

    /// The session, or an error when the row holds what no session of this app can (`SessionCheck`).
    func toDomain() throws -> Session {
        guard let uuid = UUIDText.parse(id), let sessionStatus = SessionStatus(rawValue: status),
            planId.map({ UUIDText.parse($0) != nil }) ?? true
        else { throw RepositoryError.storage(detail: "unreadable session \(id)") }
        let session = Session(
            id: uuid, snapshot: snapshot, status: sessionStatus, startedAt: startedAt, endedAt: endedAt,
            activeSeconds: activeSeconds, pausedSeconds: pausedSeconds, completedSets: completedSets,
            totalSets: totalSets, events: events.map(\.event), overrides: overrides.map(\.change),
            tags: Set(tags.compactMap(SessionTag.init(rawValue:))))
        if let field = SessionCheck.problem(session) {
            throw RepositoryError.storage(detail: "session \(id) holds an impossible \(field)")
        }
        return session
    }
}
