import Shared
import Train

/// Turns session events and cues into `--events ndjson` lines or plain one-line-per-event text.
struct TrainEventFormatter {
    let snapshot: PlanSnapshot
    let timeline: Timeline
    let text: Localizer

    init(snapshot: PlanSnapshot, text: Localizer) {
        self.snapshot = snapshot
        timeline = Timeline(content: snapshot.content)
        self.text = text
    }

    /// The ndjson object for a session event; `totals` (the progress at the end) is given for the final event,
    /// `clock` (CLOCK_MONOTONIC seconds at t = 0, so other processes can measure against it) for the first.
    func json(_ event: SessionEvent, totals: TrainProgress? = nil, clock: Double? = nil) -> String {
        var line: NDJSONLine
        switch event.kind {
        case .started:
            line = NDJSONLine(type: "started")
            line.add("plan", .string(snapshot.name))
            line.add("sets", .int(timeline.totalSets))
            line.add("totalSeconds", .int(timeline.totalSeconds))
            if let clock { line.add("clock", .seconds(clock)) }
        case .segmentChanged(let index):
            let segment = timeline.segments[index]
            line = NDJSONLine(type: "segment")
            line.add("kind", .string(segment.kind.rawValue))
            line.add("set", .int(segment.setIndex + 1))
            line.add("sets", .int(timeline.setsPerRound))
            line.add("round", .int(segment.roundIndex + 1))
            line.add("rounds", .int(timeline.rounds))
            line.add("label", .string(segment.label))
            line.add("duration", .int(segment.durationSeconds))
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
                let active = totals.activeElapsed.components
                line.add("activeSeconds", .seconds(Double(active.seconds) + Double(active.attoseconds) * 1e-18))
                line.add("completedSets", .int(totals.completedSets))
                line.add("totalSets", .int(totals.totalSets))
            }
        }
        line.add("t", .seconds(event.t))
        return line.text
    }

    /// The ndjson object for a cue, at `t` seconds since the start.
    func json(_ cue: CueEvent, t: Double) -> String {
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

    /// A plain line for a session event, e.g. `0:20  □ Rest · set 1/8 · 0:10`.
    func plain(_ event: SessionEvent) -> String {
        let stamp = TextWidth.padded(DurationText.clock(Int(event.t)), to: 7)
        let body: String
        switch event.kind {
        case .started: body = text("plain.started", snapshot.name, snapshot.content.summary)
        case .segmentChanged(let index):
            let segment = timeline.segments[index]
            var name = text("kind." + segment.kind.rawValue)
            if let exercise = segment.exercise { name += " · " + exercise }
            var parts = ["\(shape(segment.kind)) \(name)"]
            if segment.kind == .work || segment.kind == .rest {
                parts.append(text("train.set", String(segment.setIndex + 1), String(timeline.setsPerRound)))
            }
            if timeline.rounds > 1 {
                parts.append(text("train.round", String(segment.roundIndex + 1), String(timeline.rounds)))
            }
            parts.append(DurationText.clock(segment.durationSeconds))
            body = parts.joined(separator: " · ")
        case .paused(let reason): body = "❚❚ " + text("plain.paused." + reason.rawValue)
        case .resumed: body = "▶ " + text("plain.resumed")
        case .skipped: body = "» " + text("plain.skipped")
        case .wentBack: body = "« " + text("plain.wentBack")
        case .restExtended(let seconds): body = "+ " + text("plain.restExtended", String(seconds))
        case .restEndedEarly: body = "» " + text("plain.restEndedEarly")
        case .degraded(let reason): body = "! " + text("plain.degraded", reason)
        case .recovered: body = text("plain.recovered")
        case .completed: body = "✓ " + text("summary.completed")
        case .ended: body = "■ " + text("summary.ended")
        }
        return stamp + body
    }

    private func shape(_ kind: SegmentKind) -> String {
        switch kind {
        case .work: "■"
        case .rest: "□"
        case .warmup: "▲"
        case .roundRest: "◇"
        case .cooldown: "▼"
        }
    }
}
