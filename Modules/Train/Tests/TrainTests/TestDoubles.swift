import Foundation
import Shared
import Synchronization

/// Collects cues in memory.
final class CueRecorder: CueSink {
    private let storage = Mutex<[CueEvent]>([])
    func deliver(_ cue: CueEvent) { storage.withLock { $0.append(cue) } }
    var cues: [CueEvent] { storage.withLock { $0 } }
}

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
