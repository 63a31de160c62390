import Foundation
import Shared
import SharedTesting
import SharedUI
import Synchronization
import Terminal
import Train
import TrainTerminal

/// What the host's console received.
final class RecordingConsole: Console {
    private let lines = Mutex<(out: String, err: String)>(("", ""))
    var out: String { lines.withLock { $0.out } }
    var err: String { lines.withLock { $0.err } }
    func write(_ text: String) { lines.withLock { $0.out += text } }
    func writeError(_ text: String) { lines.withLock { $0.err += text } }
}

/// Journals kept in memory; removing one forgets it.
final class MemoryJournalStore: SessionJournalStore {
    private let kept: Mutex<[PendingJournal]>
    init(_ journals: [PendingJournal]) { kept = Mutex(journals) }
    func begin(_ header: JournalHeader) throws(JournalError) -> any SessionJournal { throw .unreadable(path: "memory") }
    func pending(for database: String) -> (journals: [PendingJournal], damaged: [DamagedJournal]) {
        (kept.withLock { $0 }, [])
    }
    func remove(_ journal: PendingJournal) throws(JournalError) { kept.withLock { $0.removeAll { $0 == journal } } }
    func resume(_ journal: PendingJournal) throws(JournalError) -> any SessionJournal {
        throw .unreadable(path: "memory")
    }
}

/// Sessions kept in memory.
final class MemorySessions: SessionRepository {
    private let saved = Mutex<[Session]>([])
    var all: [Session] { saved.withLock { $0 } }
    func save(_ session: Session) { saved.withLock { $0.append(session) } }
    func fetch(id: UUID) -> Session? { all.first { $0.id == id } }
}

/// A composition root for recovery: journals and sessions in memory, English, plain text, UTC.
@MainActor
final class RecoveryHost: TrainWorkoutHost {
    let recording = RecordingConsole()
    let store: MemoryJournalStore
    let sessions = MemorySessions()
    let clock = ManualWallClock()

    init(_ journals: [PendingJournal]) { store = MemoryJournalStore(journals) }

    var console: any Console { recording }
    var streams: StandardStreams { .pipes }
    var language: AppLanguage { .english }
    var style: TextStyle { .plain }
    var errorStyle: TextStyle { .plain }
    var dates: DateText { DateText(timeZone: TimeZone(identifier: "UTC")!) }
    var journalDirectory: String { "/journals" }
    var terminalKind: String? { nil }

    func workoutSound(
        settings: CueSettings, ring: @escaping @Sendable (String) -> Void,
        onDegraded: @escaping @Sendable (CueDegradation) -> Void
    ) -> TrainSound {
        fatalError("recovery tests run no workout")
    }
    func trainSession(
        _ setup: TrainSetup, historyOn: Bool, cueSink: any CueSink, music: (any MusicSink)?
    )
        -> TrainSessionViewModel
    { fatalError("recovery tests run no workout") }
    func restoredSession(
        _ pending: PendingJournal, cueSettings: CueSettings, cueSink: any CueSink, music: (any MusicSink)?
    ) -> TrainSessionViewModel { fatalError("recovery tests run no workout") }
    func liveRemote(for snapshot: PlanSnapshot) async -> TrainRemote? { nil }
    func trainSummary(_ session: Session) -> TrainSummaryViewModel { fatalError("recovery tests run no workout") }
    func cueSettings(for snapshot: PlanSnapshot) -> CueSettings { .defaults }
    func trainRecovery(writable sessions: (any SessionRepository)?) -> TrainRecoveryViewModel {
        TrainRecoveryViewModel(store: store, sessions: sessions, database: "/db", clock: clock)
    }
    func trainRecoveryForSaving() -> TrainRecoveryViewModel { trainRecovery(writable: sessions) }
}
