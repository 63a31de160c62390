import Foundation
import Shared

/// Writes the session to its journal as it happens, and decides when the journal is synced to disk.
/// 随训练进行把会话写入日志，并决定何时把日志同步到磁盘。
struct TrainJournalWriter {
    /// How often, at least, the position is written while running: a `kill -9` loses less than a second.
    static let positionInterval: Duration = .milliseconds(900)

    private var journal: (any SessionJournal)?
    /// Where a new session's journal is started, and what its header adds; nil when it is given one.
    private let start: (store: any SessionJournalStore, database: String, cues: CueSettings?)?
    /// Why the journal could not be started or written, if so (the workout goes on).
    private(set) var problem: JournalError?
    private var journalledOverrides: Int
    private var lastPosition: Duration?
    /// The header of a begun session whose file is made at the first write, once the person saw the start.
    private var pendingHeader: JournalHeader?

    /// A writer for a new session, whose journal `begin` starts in `store` (nil: no journal).
    init(store: (any SessionJournalStore)?, database: String, cues: CueSettings?) {
        start = store.map { ($0, database, cues) }
        journalledOverrides = 0
    }

    /// A writer on a reopened `journal` (nil: it could not be reopened) that holds `journalledOverrides` overrides.
    init(resuming journal: (any SessionJournal)?, journalledOverrides: Int) {
        self.journal = journal
        self.journalledOverrides = journalledOverrides
        start = nil
    }

    /// The open file, for a fatal-signal handler to sync before the process dies (-1: none).
    var syncDescriptor: Int32 { journal?.syncDescriptor ?? -1 }

    /// Readies a session's journal; the first `write`, after the start's events are out, makes its file.
    mutating func begin(sessionId: UUID, startedAt: Date, snapshot: PlanSnapshot) {
        guard let start, journal == nil else { return }
        pendingHeader = JournalHeader(
            sessionId: sessionId, database: start.database, startedAt: startedAt, snapshot: snapshot,
            cueSettings: start.cues)
    }

    /// Writes a step's events, the overrides not yet written and, when due, the position; syncs at the moments that count.
    mutating func write(
        _ events: [SessionEvent], overrides: [SessionOverride], at now: Duration, position: () -> SessionPosition
    ) {
        // Everything lands in the page cache (which survives `kill -9`); only segment changes, pauses and resumes
        // pay for a sync (a power cut loses at most the segment under way); the end is the database's durable commit,
        // or the journal's sync when the database does not take it (`TrainSessionSaver`).
        openPendingJournal()
        guard let journal else { return }
        for event in events { journal.record(event) }
        for change in overrides.dropFirst(journalledOverrides) { journal.record(change) }
        journalledOverrides = overrides.count
        if events.isEmpty, let last = lastPosition, now - last < Self.positionInterval {
            return
        }
        lastPosition = now
        journal.update(position())
        // The start's first segment is no change: the journal is first synced at the first real change of course.
        if events.contains(where: { Self.isSyncPoint($0.kind) }), !events.contains(where: { $0.kind == .started }) {
            journal.sync()
        }
        if problem == nil, let failure = journal.problem { problem = failure }
    }

    /// Makes the begun session's file (a failure is kept in `problem`); its JSON header would delay the start.
    private mutating func openPendingJournal() {
        guard let header = pendingHeader, let start else { return }
        pendingHeader = nil
        do { journal = try start.store.begin(header) } catch { problem = error }
    }

    /// Stores the finished session in the journal, unsynced; it stays pending until `commit`.
    func finish(_ session: Session) {
        journal?.finish(session)
    }

    /// Makes the journal durable: it is the only copy of a session the database did not take.
    func sync() {
        journal?.sync()
    }

    /// The database has the session: the journal goes.
    func commit() {
        journal?.commit()
    }

    /// The events after which a crash must not lose the course or the clock (the end: see `write`).
    static func isSyncPoint(_ kind: SessionEvent.Kind) -> Bool {
        switch kind {
        case .segmentChanged, .paused, .resumed, .recovered: true
        case .started, .skipped, .wentBack, .restEndedEarly, .restExtended, .degraded, .completed, .ended: false
        }
    }
}
