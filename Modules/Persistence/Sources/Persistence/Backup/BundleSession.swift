import Foundation
import Shared

/// A session as the bundle holds it: its snapshot, events, overrides and tags.
/// 备份包中的会话：包括快照、事件、调整与标签。
struct BundleSession: Codable {
    var id: String
    var startedAt: Date
    var endedAt: Date?
    var status: SessionStatus
    var snapshot: BundleSnapshot
    var activeSeconds: Double
    var pausedSeconds: Double
    var completedSets: Int
    var totalSets: Int
    var events: [SessionEvent]
    var overrides: [SessionOverride]
    var tags: [SessionTag]

    /// Longest duration a session may report, in seconds (about 31 years): more means a damaged value.
    static let maximumSeconds: Double = 1e9

    init(_ session: Session) {
        id = session.id.uuidString.lowercased()
        startedAt = BackupDate.columnDate(session.startedAt)
        endedAt = session.endedAt.map(BackupDate.columnDate)
        status = session.status
        snapshot = BundleSnapshot(session.snapshot)
        activeSeconds = session.activeSeconds
        pausedSeconds = session.pausedSeconds
        completedSets = session.completedSets
        totalSets = session.totalSets
        events = session.events
        overrides = session.overrides
        tags = session.tags.sorted { $0.rawValue < $1.rawValue }
    }

    /// The session, or the first problem found, `path` naming this element (e.g. `sessions[3]`).
    func toDomain(at path: String) throws(BundleProblem) -> Session {
        let sessionId = try BundleCheck.id(id, at: path + ".id")
        let frozen = try snapshot.toDomain(at: path + ".snapshot")
        let seconds = 0...Self.maximumSeconds
        if !seconds.contains(activeSeconds) { throw BundleProblem(path + ".activeSeconds", .outOfRange) }
        if !seconds.contains(pausedSeconds) { throw BundleProblem(path + ".pausedSeconds", .outOfRange) }
        let mostSets = PlanRules.setsCount.upperBound * PlanRules.rounds.upperBound
        if !(0...mostSets).contains(totalSets) { throw BundleProblem(path + ".totalSets", .outOfRange) }
        if !(0...totalSets).contains(completedSets) { throw BundleProblem(path + ".completedSets", .outOfRange) }
        if let index = events.firstIndex(where: { !seconds.contains($0.t) }) {
            throw BundleProblem(path + ".events[\(index)].t", .outOfRange)
        }
        return Session(
            id: sessionId, snapshot: frozen, status: status, startedAt: startedAt, endedAt: endedAt,
            activeSeconds: activeSeconds, pausedSeconds: pausedSeconds, completedSets: completedSets,
            totalSets: totalSets, events: events, overrides: overrides, tags: Set(tags))
    }
}
