import History
import Shared
import SharedUI

/// `history show`: a workout's plan, times, sets, tags, adjustments and event timeline with each event's segment.
/// `history show`：训练的计划、时长、组数、标签、调整，以及标明每个事件所在阶段的事件时间线。
public struct HistoryDetailView: Sendable {
    private let text: StringTable
    private let words: SessionText
    private let kinds: SegmentKindText
    private let degradations: CueDegradationText
    private let style: TextStyle
    private let dates: DateText

    public init(language: AppLanguage, style: TextStyle, dates: DateText) {
        text = StringTable(HistoryViewsStrings.catalog, language: language)
        words = SessionText(language: language)
        kinds = SegmentKindText(language: language)
        degradations = CueDegradationText(language: language)
        self.style = style
        self.dates = dates
    }

    public func render(_ session: Session, timeline: [HistoryTimelineEntry]) -> String {
        let name = TerminalText.sanitized(session.snapshot.name)
        var lines = [
            style.bold(name + " — " + words.status(session.status)) + "  "
                + style.dim(session.id.uuidString.lowercased())
        ]
        let ended = session.endedAt.map { " → " + dates.short($0) } ?? ""
        lines.append(dates.short(session.startedAt) + ended + "   " + session.snapshot.content.summary)
        var rows: [(String, String)] = [
            (text("detail.active"), DurationText.clock(Int(session.activeSeconds.rounded()))),
            (text("detail.paused"), DurationText.clock(Int(session.pausedSeconds.rounded()))),
            (text("detail.sets"), "\(session.completedSets) / \(session.totalSets)"),
        ]
        if !session.tags.isEmpty { rows.append((text("detail.tags"), words.tags(session.tags))) }
        let width = rows.map { TextWidth.of($0.0) }.max() ?? 0
        lines += rows.map { "  " + TextWidth.padded($0.0, to: width) + "  " + $0.1 }
        if !session.overrides.isEmpty {
            lines.append("  " + text("detail.adjustments"))
            let segments = Timeline(content: session.snapshot.content).segments
            lines += session.overrides.map { "    " + adjustment($0, segments) }
        }
        lines.append("")
        lines.append(style.bold(text("detail.timeline")))
        let stamps = timeline.map { Self.stamp($0.t) }
        let stampWidth = max(TextWidth.of(text("detail.t")), stamps.map(TextWidth.of).max() ?? 0)
        let events = timeline.map(describe)
        let eventWidth = max(TextWidth.of(text("detail.event")), events.map(TextWidth.of).max() ?? 0)
        lines.append(
            style.dim(
                "  " + TextWidth.leftPadded(text("detail.t"), to: stampWidth) + "  "
                    + TextWidth.padded(text("detail.event"), to: eventWidth) + "  " + text("detail.segment")))
        for (index, entry) in timeline.enumerated() {
            let segment = entry.segment.map(segmentText) ?? ""
            var line = "  " + TextWidth.leftPadded(stamps[index], to: stampWidth) + "  "
            line += segment.isEmpty ? events[index] : TextWidth.padded(events[index], to: eventWidth) + "  " + segment
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// One session on the home: the detail as `history show` prints it, from line `scroll` on, in the frame.
    public func frame(
        _ session: Session, timeline: [HistoryTimelineEntry], scroll: TextScroll, width: Int, height: Int
    )
        -> [String]
    {
        let screen = ScreenFrame(language: text.language, style: style)
        let body = scroll.window(
            of: lines(session, timeline: timeline, width: width), visible: ScreenFrame.bodyHeight(height))
        let hints = [text("home.hint.scroll"), screen.hint("back"), screen.hint("keys"), screen.hint("quit")]
        return screen.compose(
            selected: HistoryListView.tab, body: Array(body), footer: screen.hints(hints, width: width), width: width,
            height: height)
    }

    /// The help line of the detail's only keys.
    public var scrollHelp: String { text("help.scroll") }

    /// The detail's lines for the home, wrapped to `width` under their own indent (long timelines scroll).
    public func lines(_ session: Session, timeline: [HistoryTimelineEntry], width: Int) -> [String] {
        render(session, timeline: timeline).split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            let plain = TextStyle.unstyled(String(line))
            guard TextWidth.of(plain) > width else { return [String(line)] }
            let indent = String(plain.prefix { $0 == " " })
            let room = width - indent.count
            guard room >= 12 else { return TextWrap.lines(plain, width: max(1, width)) }
            return TextWrap.lines(String(plain.dropFirst(indent.count)), width: room).map { indent + $0 }
        }
    }

    /// `1:05.3`: minutes, seconds and tenths since the start.
    static func stamp(_ t: Double) -> String {
        let tenths = Int((max(0, t) * 10).rounded(.down))
        return DurationText.clock(tenths / 10) + "." + String(tenths % 10)
    }

    private func segmentText(_ segment: Segment) -> String {
        SegmentKindText.shape(segment.kind) + " " + TerminalText.sanitized(kinds.label(segment))
    }

    private func describe(_ entry: HistoryTimelineEntry) -> String {
        switch entry.kind {
        case .started: text("event.started")
        case .segmentChanged: text("event.segment")
        case .paused(let reason): text("event.paused." + reason.rawValue)
        case .resumed: text("event.resumed")
        case .skipped: text("event.skipped")
        case .wentBack: text("event.wentBack")
        case .restExtended(let seconds): text("event.restExtended", String(seconds))
        case .restEndedEarly: text("event.restEndedEarly")
        case .degraded(let reason): text("event.degraded", degradations.describe(CueDegradation(code: reason)))
        case .recovered: text("event.recovered")
        case .completed: text("event.completed")
        case .ended: text("event.ended")
        }
    }

    private func adjustment(_ change: SessionOverride, _ segments: [Segment]) -> String {
        func at(_ index: Int) -> String {
            segments.indices.contains(index) ? " (" + segmentText(segments[index]) + ")" : ""
        }
        switch change {
        case .restExtended(let index, let seconds): return text("adjust.restExtended", String(seconds)) + at(index)
        case .restEndedEarly(let index, let remaining):
            return text("adjust.restEndedEarly", DurationText.clock(Int(remaining.rounded()))) + at(index)
        case .skipped(let index, let remaining):
            return text("adjust.skipped", DurationText.clock(Int(remaining.rounded()))) + at(index)
        case .wentBack(let index): return text("adjust.wentBack") + at(index)
        }
    }
}
