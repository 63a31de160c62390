import Foundation
import Shared

/// Saves the finished workout as its session record; the journal is committed only once the database has it.
/// 把结束的训练保存为会话记录；只有数据库存下后才提交日志。
struct TrainSessionSaver {
    /// Where sessions go; nil when history is off (the journal then keeps the session).
    private let sessions: (any SessionRepository)?
    /// The session's id and start, known once it starts (or from its journal).
    private(set) var identity: (id: UUID, startedAt: Date)?
    /// What happened along the way (interrupted, audio degraded, recovered); `adjusted` is added from the overrides.
    var tags: Set<SessionTag> = []

    /// False when history is off: the journal is then the only place the session is kept.
    var keepsHistory: Bool { sessions != nil }

    init(sessions: (any SessionRepository)?) {
        self.sessions = sessions
    }

    mutating func begin(id: UUID, startedAt: Date) {
        identity = (id, startedAt)
    }

    /// The session `engine` finished at `now` (nil when it did not), as it is stored.
    func session(of engine: TrainEngine, snapshot: PlanSnapshot, endedAt: Date, at now: Duration) -> Session? {
        guard engine.state.isFinished, let identity else { return nil }
        return Session(
            id: identity.id, snapshot: snapshot, status: engine.state == .completed ? .completed : .ended,
            startedAt: identity.startedAt, endedAt: endedAt,
            activeSeconds: Self.milliseconds(engine.activeTime(at: now)),
            pausedSeconds: Self.milliseconds(engine.pausedTime(at: now)), completedSets: engine.completedSets,
            totalSets: engine.timeline.totalSets, events: engine.events, overrides: engine.overrides,
            tags: engine.overrides.isEmpty ? tags : tags.union([.adjusted]))
    }

    /// Journals `session` as finished and stores it; nil when stored (or history is off), else why not.
    func save(_ session: Session, journal: TrainJournalWriter) -> RepositoryError? {
        journal.finish(session)
        guard let sessions else {
            journal.sync()
            return nil
        }
        do {
            try sessions.save(session)
        } catch {
            journal.sync()
            return error
        }
        journal.commit()
        return nil
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        (duration.inSeconds * 1000).rounded() / 1000
    }
}
