import Foundation
import GRDB
import Shared

/// The `session` table row: one workout with its snapshot, events and overrides as JSON.
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
    var events: [SessionEvent]
    var overrides: [SessionOverride]
    var tags: [String]

    enum Columns {
        static let startedAt = Column(CodingKeys.startedAt)
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
        events = session.events
        overrides = session.overrides
        tags = session.tags.map(\.rawValue).sorted()
    }

    func toDomain() throws -> Session {
        guard let uuid = UUID(uuidString: id), let sessionStatus = SessionStatus(rawValue: status) else {
            throw PersistenceError.storage(detail: "unreadable session \(id)")
        }
        return Session(
            id: uuid, snapshot: snapshot, status: sessionStatus, startedAt: startedAt, endedAt: endedAt,
            activeSeconds: activeSeconds, pausedSeconds: pausedSeconds, completedSets: completedSets,
            totalSets: totalSets, events: events, overrides: overrides,
            tags: Set(tags.compactMap(SessionTag.init(rawValue:))))
    }
}
