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
        // The app saves a session only once it is over, always with its end.
        guard status == .completed || status == .ended else { throw BundleProblem(path + ".status", .invalidValue) }
        let frozen = try snapshot.toDomain(at: path + ".snapshot")
        guard let endedAt else { throw BundleProblem(path + ".endedAt", .missingKey) }
        let span = endedAt.timeIntervalSince(startedAt)
        if !(span >= 0) { throw BundleProblem(path + ".endedAt", .outOfRange) }
        let seconds = 0...SessionCheck.maximumSeconds
        if !seconds.contains(activeSeconds) { throw BundleProblem(path + ".activeSeconds", .outOfRange) }
        if !seconds.contains(pausedSeconds) { throw BundleProblem(path + ".pausedSeconds", .outOfRange) }
        // Training and pauses happen between start and end; the wall clock may be set back a little meanwhile.
        let longest = span + Self.clockTolerance
        if activeSeconds > longest { throw BundleProblem(path + ".activeSeconds", .outOfRange) }
        if activeSeconds + pausedSeconds > longest { throw BundleProblem(path + ".pausedSeconds", .outOfRange) }
        if !(0...SessionCheck.mostSets).contains(totalSets) { throw BundleProblem(path + ".totalSets", .outOfRange) }
        if !(0...totalSets).contains(completedSets) { throw BundleProblem(path + ".completedSets", .outOfRange) }
        let segments = 0..<Timeline.segmentCount(of: frozen.content)
        for (index, event) in events.enumerated() {
            if !seconds.contains(event.t) { throw BundleProblem(path + ".events[\(index)].t", .outOfRange) }
            if let field = SessionCheck.problem(event.kind, segments: segments) {
                throw BundleProblem(path + ".events[\(index)].kind." + field, .outOfRange)
            }
        }
        for (index, change) in overrides.enumerated() {
            if let field = SessionCheck.problem(change, segments: segments) {
                throw BundleProblem(path + ".overrides[\(index)]." + field, .outOfRange)
            }
        }
        return Session(
            id: sessionId, snapshot: frozen, status: status, startedAt: startedAt, endedAt: endedAt,
            activeSeconds: activeSeconds, pausedSeconds: pausedSeconds, completedSets: completedSets,
            totalSets: totalSets, events: events, overrides: overrides, tags: Set(tags))
    }

    /// How far active plus paused time may exceed the wall-clock span between start and end, in seconds.
    static let clockTolerance: Double = 60
}
