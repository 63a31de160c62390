import Foundation
import Observation
import Shared

/// Workouts left in the session journal and what to do with each: save, continue, end as `recovered`, or discard.
/// 会话日志中遗留的训练及其处理：保存、继续、结束并标记为 `recovered`，或丢弃。
@MainActor
@Observable
public final class TrainRecoveryViewModel {
    /// Unfinished workouts of this database, oldest first.
    public private(set) var unfinished: [PendingJournal] = []
    /// Finished workouts still waiting for the database.
    public private(set) var finished: [PendingJournal] = []
    /// Journals that could not be read; they were moved aside and kept.
    public private(set) var damaged: [DamagedJournal] = []

    @ObservationIgnored private let store: any SessionJournalStore
    @ObservationIgnored private let sessions: (any SessionRepository)?
    @ObservationIgnored private let database: String
    @ObservationIgnored private let clock: any WallClock

    /// `database` is the database in use (only its journals count); `sessions` nil means it cannot be written.
    public init(
        store: any SessionJournalStore, sessions: (any SessionRepository)?, database: String, clock: any WallClock
    ) {
        self.store = store
        self.sessions = sessions
        self.database = database
        self.clock = clock
    }

    /// Reads the journal folder.
    public func load() {
        let found = store.pending(for: database)
        unfinished = found.journals.filter { $0.finished == nil }
        finished = found.journals.filter { $0.finished != nil }
        damaged = found.damaged
    }

    /// Saves every finished workout the database lacks, removing its journal (also if it had it); returns those saved.
    @discardableResult
    public func saveFinished() -> [Session] {
        // Idempotent: a session the history holds already is never saved twice, and its journal has done its job.
        // A journal that cannot be saved now stays pending.
        guard let sessions else { return [] }
        var saved: [Session] = []
        var done: Set<String> = []
        for journal in finished {
            guard let session = journal.finished, let added = try? sessions.saveNew(session) else { continue }
            try? store.remove(journal)
            done.insert(journal.path)
            if added { saved.append(session) }
        }
        finished.removeAll { done.contains($0.path) }
        return saved
    }

    /// The workout of `journal` as it stood, ended and tagged `recovered`, without saving it.
    public func endedSession(_ journal: PendingJournal) -> Session {
        let position = journal.position
        let lastT = max(position?.t ?? 0, journal.events.last?.t ?? 0)
        var events = journal.events
        events.append(SessionEvent(t: lastT, kind: .recovered))
        events.append(SessionEvent(t: lastT, kind: .ended))
        var tags: Set<SessionTag> = [.recovered, .interrupted]
        if !journal.overrides.isEmpty { tags.insert(.adjusted) }
        if journal.events.contains(where: { if case .degraded = $0.kind { true } else { false } }) {
            tags.insert(.audioDegraded)
        }
        let timeline = Timeline(content: journal.header.snapshot.content)
        return Session(
            id: journal.header.sessionId, snapshot: journal.header.snapshot, status: .ended,
            startedAt: journal.header.startedAt, endedAt: journal.header.startedAt.addingTimeInterval(lastT),
            activeSeconds: Self.milliseconds(position?.activeSeconds ?? 0),
            pausedSeconds: Self.milliseconds(position?.pausedSeconds ?? 0),
            completedSets: position?.completedWork.count ?? 0, totalSets: timeline.totalSets, events: events,
            overrides: journal.overrides, tags: tags)
    }

    /// Ends the workout where it stopped and saves it tagged `recovered`, removing the journal; never replaces one.
    @discardableResult
    public func end(_ journal: PendingJournal) throws(TrainRecoveryError) -> Session {
        // A session the history holds under the journal's id is kept: `.alreadySaved`, and the journal stays.
        guard let sessions else { throw .databaseUnavailable }
        let session = endedSession(journal)
        let added: Bool
        do { added = try sessions.saveNew(session) } catch { throw .storage(error) }
        guard added else { throw .alreadySaved(sessionId: session.id) }
        try? store.remove(journal)
        unfinished.removeAll { $0.path == journal.path }
        return session
    }

    /// Forgets the workout: its journal is removed and nothing is saved.
    public func discard(_ journal: PendingJournal) throws(TrainRecoveryError) {
        do { try store.remove(journal) } catch { throw .journal(error) }
        unfinished.removeAll { $0.path == journal.path }
        finished.removeAll { $0.path == journal.path }
    }

    /// The unfinished journal whose session id starts with `prefix` (all of them when `prefix` is nil).
    public func unfinished(matching prefix: String?) -> [PendingJournal] {
        guard let prefix = prefix?.trimmingSpaces().lowercased(), !prefix.isEmpty else {
            return unfinished
        }
        return unfinished.filter { $0.header.sessionId.uuidString.lowercased().hasPrefix(prefix) }
    }

    private static func milliseconds(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }
}
