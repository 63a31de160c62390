import Foundation
import Shared
import SharedUI
import Train

/// Session events, cues and music changes as `--events ndjson` or plain text lines, plus a workout's notices.
/// 把会话事件、提示与音乐变化输出为 `--events ndjson` 行或纯文本行，以及训练的通知。
public struct TrainEventView: Sendable {
    private let snapshot: PlanSnapshot
    private let timeline: Timeline
    private let text: StringTable
    private let kinds: SegmentKindText
    private let words: SessionText
    private let degradations: CueDegradationText
    private let refusals: TrainRefusalText

    public init(snapshot: PlanSnapshot, language: AppLanguage) {
        self.snapshot = snapshot
        timeline = Timeline(content: snapshot.content)
        text = TrainText.table(language)
        kinds = SegmentKindText(language: language)
        words = SessionText(language: language)
        degradations = CueDegradationText(language: language)
        refusals = TrainRefusalText(language: language)
    }

    // MARK: - ndjson

    /// The lines one session output makes in `mode` (none on the training screen).
    public func lines(
        _ output: TrainOutput, music: [TrainMusicChange], mode: TrainOutputMode, progress: TrainProgress,
        clock: Double?
    ) -> [String] {
        // In ndjson, the last line carries `progress` and `started` carries the monotonic `clock` reading.
        switch mode {
        case .screen:
            return []
        case .plain:
            return output.events.map(plain) + music.map { plain(music: $0) }
        case .ndjson:
            let events = output.events.map { event in
                json(
                    event, totals: event.kind == .completed || event.kind == .ended ? progress : nil,
                    clock: event.kind == .started ? clock : nil, source: output.source)
            }
            return events + zip(output.cues, output.cueTimes).map { json(cue: $0, t: $1) }
                + music.map { json(music: $0) }
        }
    }

    /// The ndjson object for an event: `totals` on the last, `clock` on the first, the `source` of its intent.
    public func json(
        _ event: SessionEvent, totals: TrainProgress? = nil, clock: Double? = nil, source: TrainIntentSource? = nil
    ) -> String {
        // `clock` is CLOCK_MONOTONIC seconds at t = 0, so other processes can measure against it.
        var line: NDJSONLine
        switch event.kind {
        case .started:
            line = NDJSONLine(type: "started")
            line.add("plan", .string(snapshot.name))
            line.add("sets", .int(timeline.totalSets))
            line.add("totalSeconds", .int(timeline.totalSeconds))
            if let clock { line.add("clock", .seconds(clock)) }
        case .segmentChanged(let index):
            line = NDJSONLine(type: "segment")
            if timeline.segments.indices.contains(index) {
                let segment = timeline.segments[index]
                line.add("kind", .string(segment.kind.rawValue))
                line.add("set", .int(segment.setIndex + 1))
                line.add("sets", .int(timeline.setsPerRound))
                line.add("round", .int(segment.roundIndex + 1))
                line.add("rounds", .int(timeline.rounds))
                line.add("label", .string(segment.label))
                line.add("duration", .int(segment.durationSeconds))
            }
            line.add("index", .int(index))
        case .paused(let reason):
            line = NDJSONLine(type: "paused")
            line.add("reason", .string(reason.rawValue))
        case .resumed: line = NDJSONLine(type: "resumed")
        case .skipped(let from):
            line = NDJSONLine(type: "skipped")
            line.add("from", .int(from))
        case .wentBack(let from):
            line = NDJSONLine(type: "wentBack")
            line.add("from", .int(from))
        case .restExtended(let seconds):
            line = NDJSONLine(type: "restExtended")
            line.add("seconds", .int(seconds))
        case .restEndedEarly(let index):
            line = NDJSONLine(type: "restEndedEarly")
            line.add("index", .int(index))
        case .degraded(let reason):
            line = NDJSONLine(type: "degraded")
            line.add("reason", .string(reason))
        case .recovered: line = NDJSONLine(type: "recovered")
        case .completed, .ended:
            line = NDJSONLine(type: event.kind == .completed ? "completed" : "ended")
            if let totals {
                line.add("activeSeconds", .seconds(totals.activeElapsed.seconds))
                line.add("completedSets", .int(totals.completedSets))
                line.add("totalSets", .int(totals.totalSets))
            }
        }
        if let source { line.add("source", .string(source.rawValue)) }
        line.add("t", .seconds(event.t))
        return line.text
    }

    /// The ndjson object saying where the live page is served: `url` (nil when view-only) and `viewOnlyUrl`.
    public func serving(url: String?, viewOnlyURL: String) -> String {
        var line = NDJSONLine(type: "serving")
        line.add("url", url.map(NDJSONLine.Value.string) ?? .null)
        line.add("viewOnlyUrl", .string(viewOnlyURL))
        return line.text
    }

    /// What a person is told about the live page: its addresses, and a warning when every interface listens.
    public func servingNotice(url: String?, viewOnlyURL: String, servesLAN: Bool) -> [String] {
        var lines: [String] = []
        if servesLAN { lines.append(text("notice.servingLAN")) }
        if let url { lines.append(text("notice.servingControl", TerminalText.sanitized(url))) }
        lines.append(text("notice.servingViewOnly", TerminalText.sanitized(viewOnlyURL)))
        return lines
    }

    /// The live page could not start for this workout; it runs without it.
    public func liveUnavailableNotice(_ reason: String) -> String {
        text("notice.liveUnavailable", TerminalText.sanitized(reason))
    }

    /// The ndjson object for a cue, at `t` seconds since the start.
    public func json(cue: CueEvent, t: Double) -> String {
        var line = NDJSONLine(type: "cue")
        line.add("cue", .string(cue.name))
        if case .countdown(let second) = cue { line.add("value", .int(second)) }
        if let segment = cue.segment {
            line.add("kind", .string(segment.kind.rawValue))
            line.add("label", .string(segment.label))
            line.add("next", segment.nextExercise.map(NDJSONLine.Value.string) ?? .null)
        }
        line.add("t", .seconds(t))
        return line.text
    }

    /// The ndjson object for a music directive: `action` play|continue|pause, the `selection`, the `set`.
    public func json(music change: TrainMusicChange) -> String {
        var line = NDJSONLine(type: "music")
        line.add("action", .string(change.directive.action))
        if let selection = change.directive.selection {
            line.add("source", .string(selection.source.rawValue))
            line.add("selection", .string(selection.reference))
            line.add("title", .string(selection.displayTitle))
            line.add("mode", .string(selection.mode.rawValue))
        } else {
            line.add("selection", .null)
        }
        line.add("kind", .string(change.segment.kind.rawValue))
        line.add("set", .int(change.segment.setIndex + 1))
        line.add("t", .seconds(change.t))
        return line.text
    }

    // MARK: - Plain lines

    /// A plain line for a session event, e.g. `0:20   □ Rest · set 1/8 · 0:10`.
    public func plain(_ event: SessionEvent) -> String {
        let stamp = TextWidth.padded(DurationText.clock(Int(event.t)), to: 7)
        let body: String
        switch event.kind {
        case .started:
            body = text("plain.started", TerminalText.sanitized(snapshot.name), snapshot.content.summary)
        case .segmentChanged(let index) where timeline.segments.indices.contains(index):
            let segment = timeline.segments[index]
            var parts = ["\(SegmentKindText.shape(segment.kind)) \(TerminalText.sanitized(kinds.label(segment)))"]
            if segment.kind == .work || segment.kind == .rest {
                parts.append(text("plain.set", String(segment.setIndex + 1), String(timeline.setsPerRound)))
            }
            if timeline.rounds > 1 {
                parts.append(text("plain.round", String(segment.roundIndex + 1), String(timeline.rounds)))
            }
            parts.append(DurationText.clock(segment.durationSeconds))
            body = parts.joined(separator: " · ")
        case .segmentChanged: body = "?"
        case .paused(let reason): body = "❚❚ " + text("plain.paused." + reason.rawValue)
        case .resumed: body = "▶ " + text("plain.resumed")
        case .skipped: body = "» " + text("plain.skipped")
        case .wentBack: body = "« " + text("plain.wentBack")
        case .restExtended(let seconds): body = "+ " + text("plain.restExtended", String(seconds))
        case .restEndedEarly: body = "» " + text("plain.restEndedEarly")
        case .degraded(let reason):
            body = "! " + text("plain.degraded", degradations.describe(CueDegradation(code: reason)))
        case .recovered: body = "↺ " + text("plain.recovered")
        case .completed: body = "✓ " + words.status(.completed)
        case .ended: body = "■ " + words.status(.ended)
        }
        return stamp + body
    }

    /// A plain line for a music change: `0:20   ♪ Calm`, `♪ (silence)`.
    public func plain(music change: TrainMusicChange) -> String {
        let stamp = TextWidth.padded(DurationText.clock(Int(change.t)), to: 7)
        switch change.directive {
        case .play(let selection): return stamp + "♪ " + TerminalText.sanitized(selection.displayTitle)
        case .pause: return stamp + "♪ " + text("train.musicSilent")
        case .continue(let selection): return stamp + "♪ " + TerminalText.sanitized(selection.displayTitle)
        }
    }

    // MARK: - Notices

    /// Ctrl-Z: paused and suspended.
    public var suspendedNotice: String { text("notice.suspended") }
    /// The database cannot be used: this workout is not kept in the history.
    public var historyOffNotice: String { text("notice.historyOff") }
    /// Standard input closed: the workout goes on by itself.
    public var controlClosedNotice: String { text("notice.controlClosed") }

    /// The session could not be saved now; it stays in the journal at `journal` and is saved later.
    public func notSavedNotice(_ problem: RepositoryError, journal: String?) -> String {
        let reason = RepositoryErrorText(language: text.language).message(problem)
        guard let journal else { return text("notice.notSaved", reason) }
        return text("notice.keptInJournal", TerminalText.sanitized(journal), reason)
    }

    /// What the user is told after the summary: journal trouble, where an unsaved session is kept, or history off.
    public func closingNotices(
        journalProblem: JournalError?, saveError: RepositoryError?, historyOn: Bool, journalDirectory: String
    ) -> [String] {
        var notices: [String] = []
        if let journalProblem { notices.append(JournalErrorText(language: text.language).message(journalProblem)) }
        if let saveError {
            notices.append(notSavedNotice(saveError, journal: journalProblem == nil ? journalDirectory : nil))
        } else if !historyOn {
            // Kept in the journal unless that failed too; the next command that can write the database saves it.
            notices.append(
                journalProblem == nil
                    ? text("notice.keptUntilUsable", TerminalText.sanitized(journalDirectory)) : historyOffNotice)
        }
        return notices
    }

    /// What happened to a control line from a driving program when it was not simply carried out; `progress` is now.
    public func notice(for result: TrainControlResult, command: String, progress: TrainProgress) -> String? {
        switch result {
        case .done: return nil
        case .unknown(let line):
            let range = SessionOverride.restExtensionSeconds
            return text(
                "notice.unknownCommand", TerminalText.sanitized(line.trimmingSpaces()), String(range.lowerBound),
                String(range.upperBound))
        case .refused(let error):
            return text(
                "notice.refusedCommand", TerminalText.sanitized(command.trimmingSpaces()),
                refusals.control(error, now: progress))
        }
    }
}

extension Duration {
    /// The duration in seconds as a floating-point number.
    fileprivate var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
