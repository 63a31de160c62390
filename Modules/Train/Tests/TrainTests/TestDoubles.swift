import Foundation
import Shared
import SharedTesting
import Synchronization

/// Keeps sessions in memory (the GRDB repository has its own tests in Persistence).
final class InMemorySessions: SessionRepository {
    private let storage = Mutex<[Session]>([])
    func save(_ session: Session) {
        storage.withLock {
            $0.removeAll { $0.id == session.id }; $0.append(session)
        }
    }
    func recent(limit: Int) throws -> [Session] { Array(storage.withLock { $0 }.reversed().prefix(limit)) }
    func fetch(id: UUID) -> Session? { storage.withLock { $0.first { $0.id == id } } }
}

/// A session store that refuses to save (a busy or full database).
struct FailingSessions: SessionRepository {
    func save(_ session: Session) throws(RepositoryError) { throw .busy(path: "/db") }
    func fetch(id: UUID) -> Session? { nil }
}

/// Keeps plans in memory, for the summary's "save adjustments".
final class InMemoryPlans: PlanRepository {
    private let storage = Mutex<[Plan]>([])
    func fetch(_ filter: PlanListFilter) -> [Plan] { storage.withLock { $0 } }
    func fetch(id: UUID) -> Plan? { storage.withLock { $0.first { $0.id == id } } }
    func fetch(contentHash: ContentHash) -> [Plan] {
        storage.withLock { $0.filter { $0.contentHash == contentHash } }
    }
    func save(_ plan: Plan) {
        storage.withLock {
            $0.removeAll { $0.id == plan.id }; $0.append(plan)
        }
    }
    func delete(id: UUID) -> Bool {
        storage.withLock { list in
            let before = list.count
            list.removeAll { $0.id == id }
            return list.count != before
        }
    }
}

/// Settings with fixed stored values.
final class FixedSettings: SettingsRepository {
    let values: [SettingKey: String]
    init(_ values: [SettingKey: String]) { self.values = values }
    func storedValues() -> [SettingKey: String] { values }
    func set(_ value: String, for key: SettingKey) {}
    func reset(_ key: SettingKey) {}
}

/// Records what the session journal would write.
final class RecordingJournalStore: SessionJournalStore, @unchecked Sendable {
    let journal = RecordingJournal()
    var headers: [JournalHeader] = []
    func begin(_ header: JournalHeader) throws(JournalError) -> any SessionJournal {
        headers.append(header)
        return journal
    }
    func pending(for database: String) -> (journals: [PendingJournal], damaged: [DamagedJournal]) { ([], []) }
    func remove(_ journal: PendingJournal) throws(JournalError) {}
    func resume(_ journal: PendingJournal) throws(JournalError) -> any SessionJournal { self.journal }
}

/// A journal store whose journals cannot be created (a full or read-only disk).
struct FailingJournalStore: SessionJournalStore {
    func begin(_ header: JournalHeader) throws(JournalError) -> any SessionJournal { throw .diskFull(path: "/j") }
    func pending(for database: String) -> (journals: [PendingJournal], damaged: [DamagedJournal]) { ([], []) }
    func remove(_ journal: PendingJournal) throws(JournalError) {}
    func resume(_ journal: PendingJournal) throws(JournalError) -> any SessionJournal { throw .diskFull(path: "/j") }
}

/// The journal's records as lists, and every call in order as a log (`event:…`, `override`, `position@t`, `sync`, …).
final class RecordingJournal: SessionJournal, @unchecked Sendable {
    private let lock = Mutex(())
    private(set) var events: [SessionEvent] = []
    private(set) var overrides: [SessionOverride] = []
    private(set) var positions: [SessionPosition] = []
    private(set) var log: [String] = []
    private(set) var finished: Session?
    private(set) var committed = false
    func record(_ event: SessionEvent) {
        lock.withLock { _ in
            events.append(event)
            log.append("event:" + Self.name(event.kind))
        }
    }
    func record(_ change: SessionOverride) {
        lock.withLock { _ in
            overrides.append(change)
            log.append("override")
        }
    }
    func update(_ position: SessionPosition) {
        lock.withLock { _ in
            positions.append(position)
            log.append("position@\(position.t)")
        }
    }
    func sync() { lock.withLock { _ in log.append("sync") } }
    func finish(_ session: Session) {
        lock.withLock { _ in
            finished = session
            log.append("finish")
        }
    }
    func commit() {
        lock.withLock { _ in
            committed = true
            log.append("commit")
        }
    }
    var problem: JournalError? { nil }
    var syncDescriptor: Int32 { 7 }

    /// The event's case name: `segmentChanged`, `paused`, …
    private static func name(_ kind: SessionEvent.Kind) -> String {
        String(String(describing: kind).prefix { $0 != "(" })
    }
}

/// Records music directives and player calls.
final class RecordingMusic: MusicSink, @unchecked Sendable {
    private let lock = Mutex(())
    private(set) var calls: [String] = []
    func apply(_ directive: MusicDirective) {
        lock.withLock { _ in calls.append(directive.action + ":" + (directive.selection?.reference ?? "-")) }
    }
    func setPaused(_ paused: Bool) { lock.withLock { _ in calls.append(paused ? "paused" : "resumed") } }
    func setMuted(_ muted: Bool) { lock.withLock { _ in calls.append(muted ? "muted" : "unmuted") } }
    func stop() { lock.withLock { _ in calls.append("stop") } }
}
