import Foundation
import Shared
import SharedUI
import Train

/// The sentences of recovery: what was found in the journal, the question to ask, and what was done.
/// 恢复相关的说明：日志中发现了什么、要问的问题，以及做了什么。
public struct TrainRecoveryView: Sendable {
    private let text: StringTable
    private let kinds: SegmentKindText
    private let dates: DateText
    private let language: AppLanguage

    public init(language: AppLanguage, dates: DateText) {
        self.language = language
        text = TrainText.table(language)
        kinds = SegmentKindText(language: language)
        self.dates = dates
    }

    /// `Legs, started 2026-11-22 09:30, stopped after 3:25 in Rest (id 1a2b3c4d)`.
    public func describe(_ journal: PendingJournal) -> String {
        let name = TerminalText.sanitized(journal.header.snapshot.name)
        let started = dates.short(journal.header.startedAt)
        let id = String(journal.header.sessionId.uuidString.lowercased().prefix(8))
        let active = DurationText.clock(Int(journal.position?.activeSeconds ?? 0))
        let segments = Timeline(content: journal.header.snapshot.content).segments
        let index = journal.position?.segmentIndex ?? 0
        let segment = segments.indices.contains(index) ? TerminalText.sanitized(kinds.label(segments[index])) : "?"
        return text("recover.describe", name, started, active, segment, id)
    }

    /// The question at `start` when `journal` is unfinished, naming it and the workout asked for (`requested`).
    public func prompt(_ journal: PendingJournal, requested: String) -> String {
        let asked = TerminalText.sanitized(requested)
        return text("recover.prompt", describe(journal), asked, asked, asked, asked)
    }

    /// Said when a workout continues without the screen: it is paused, and how to resume it.
    public func continuingPaused(_ journal: PendingJournal, fromTerminal: Bool) -> String {
        text(fromTerminal ? "recover.pausedTerminal" : "recover.pausedControl", describe(journal))
    }

    /// The one line said without a terminal: unfinished workouts wait in the journal.
    public func pendingNotice(_ count: Int) -> String { counted("recover.pending", count) }

    /// Finished workouts the database did not get before were saved now.
    public func savedFinished(_ sessions: [Session]) -> String {
        counted("recover.savedFinished", sessions.count)
    }

    /// A journal that could not be read was moved aside and kept.
    public func damaged(_ journal: DamagedJournal) -> String {
        text(
            "recover.damaged", TerminalText.sanitized(journal.originalPath),
            TerminalText.sanitized(journal.movedTo ?? journal.originalPath))
    }

    public func ended(_ session: Session) -> String {
        text(
            "recover.ended", TerminalText.sanitized(session.snapshot.name),
            DurationText.clock(Int(session.activeSeconds.rounded())),
            String(session.id.uuidString.lowercased().prefix(8)))
    }

    public func discarded(_ journal: PendingJournal) -> String {
        text("recover.discarded", TerminalText.sanitized(journal.header.snapshot.name))
    }

    public var nothingPending: String { text("recover.none") }
    public var leftForLater: String { text("recover.later") }

    /// `recover` without an action: what waits, and how to act on it.
    public func list(_ unfinished: [PendingJournal], finished: Int) -> String {
        guard !unfinished.isEmpty || finished > 0 else { return nothingPending }
        var lines = unfinished.map { "  " + describe($0) }
        if finished > 0 { lines.append("  " + counted("recover.finishedWaiting", finished)) }
        return ([text("recover.heading")] + lines + [text("recover.howTo")]).joined(separator: "\n")
    }

    /// No unfinished workout matches the id given.
    public func notFound(_ id: String) -> String { text("recover.notFound", TerminalText.sanitized(id)) }

    /// Several unfinished workouts, but `action` (continue, discard) takes one.
    public func chooseOne(_ action: String) -> String { text("recover.chooseOne", action, action) }

    /// Why a recovery action failed; the journal is kept.
    public func failure(_ error: TrainRecoveryError) -> String {
        switch error {
        case .databaseUnavailable: text("recover.databaseUnavailable")
        case .alreadySaved(let id):
            text("recover.alreadySaved", String(id.uuidString.lowercased().prefix(8)), id.uuidString.lowercased())
        case .storage(let problem): RepositoryErrorText(language: language).message(problem)
        case .journal(let problem): JournalErrorText(language: language).message(problem)
        }
    }

    /// A sentence whose noun agrees with `count` (`.one` or `.other` key).
    private func counted(_ key: String, _ count: Int) -> String {
        text(key + (count == 1 ? ".one" : ".other"), String(count))
    }
}
