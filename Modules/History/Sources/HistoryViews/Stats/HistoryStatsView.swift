import Foundation
import History
import Shared
import SharedUI

/// `stats`: one line per ISO week with a bar of active minutes (█ completed, ▒ ended early), and a neutral total.
/// `stats`：每个 ISO 周一行，以条形表示有效分钟（█ 完成，▒ 提前结束），另有中性的合计行。
public struct HistoryStatsView: Sendable {
    private let text: StringTable
    private let style: TextStyle
    private let dates: DateText

    public init(language: AppLanguage, style: TextStyle, dates: DateText) {
        text = StringTable(HistoryViewsStrings.catalog, language: language)
        self.style = style
        self.dates = dates
    }

    /// The narrowest width the chart is laid out for; narrower terminals get this width.
    static let minimumWidth = 20
    /// Below this many bar cells beside the label and figure, each week puts its bar on a line of its own.
    private static let minimumBarWidth = 8

    /// The chart in at most `width` columns (at least `minimumWidth` are used).
    public func render(_ weeks: [WeekStats], total: WeekStats, width: Int = 80) -> String {
        let width = max(Self.minimumWidth, width)
        let labels = weeks.map { dates.isoWeek($0.weekStart) }
        let figures = weeks.map { figure($0) }
        let labelWidth = labels.map(TextWidth.of).max() ?? 8
        let figureWidth = figures.map(TextWidth.of).max() ?? 0
        let longest = weeks.map(\.activeSeconds).max() ?? 0
        let besideWidth = width - labelWidth - figureWidth - 4
        let legend = text("stats.legend")
        var lines: [String] =
            TextWidth.of(legend) <= width ? [legend] : Self.phrases(text("stats.legend.short"), width: width)
        lines = lines.map(style.dim)
        for (index, week) in weeks.enumerated() {
            if besideWidth >= Self.minimumBarWidth {
                lines.append(
                    TextWidth.padded(labels[index], to: labelWidth) + "  "
                        + TextWidth.padded(bar(week, longest: longest, width: besideWidth), to: besideWidth) + "  "
                        + figures[index])
            } else {
                // Too narrow for one line: the label and figure, then the bar below them, indented.
                let heading = labels[index] + "  " + figures[index]
                lines +=
                    TextWidth.of(heading) <= width
                    ? [heading] : [labels[index]] + TextWrap.lines(figures[index], width: width - 2).map { "  " + $0 }
                let drawn = bar(week, longest: longest, width: width - 2)
                if !drawn.isEmpty { lines.append("  " + drawn) }
            }
        }
        lines.append("")
        let weekCount = text(weeks.count == 1 ? "stats.total.week" : "stats.total.weeks", String(weeks.count))
        lines += Self.phrases(
            text(
                "stats.total", weekCount, String(total.sessions), Self.minutes(total.activeSeconds),
                String(total.completed), String(total.ended)), width: width)
        return lines.joined(separator: "\n")
    }

    /// The weekly chart on the home: as many of the newest weeks as fit, their own total below them.
    public func frame(_ weeks: [WeekStats], width: Int, height: Int) -> [String] {
        let screen = ScreenFrame(language: text.language, style: style)
        let room = ScreenFrame.bodyHeight(height)
        // The chart without weeks takes the legend, a blank and the total; each week one line (two when narrow).
        var shown = weeks
        while !shown.isEmpty {
            let chart = render(shown, total: total(of: shown), width: width).split(separator: "\n").count + 1
            if chart <= room { break }
            shown.removeFirst()
        }
        var body = [style.bold(TextWidth.fit(text("home.stats.title"), width))]
        body += render(shown, total: total(of: shown), width: width).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
        let hints = [screen.hint("back"), screen.hint("keys"), screen.hint("quit")]
        return screen.compose(
            selected: HistoryListView.tab, body: body, footer: screen.hints(hints, width: width), width: width,
            height: height)
    }

    private func total(of weeks: [WeekStats]) -> WeekStats {
        HistoryStatsViewModel.total(of: weeks, start: weeks.first?.weekStart ?? Date(timeIntervalSince1970: 0))
    }

    /// `line` (each paragraph phrases joined by ` · `) in `width` columns, breaking between phrases where it can.
    static func phrases(_ line: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in line.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for phrase in paragraph.components(separatedBy: " · ") {
                let joined = current.isEmpty ? phrase : current + " · " + phrase
                if TextWidth.of(joined) <= width {
                    current = joined
                    continue
                }
                if !current.isEmpty { lines.append(current) }
                // A phrase wider than the line is wrapped between its words.
                let wrapped = TextWrap.lines(phrase, width: width)
                lines += wrapped.dropLast()
                current = wrapped.last ?? ""
            }
            lines.append(current)
        }
        return lines
    }

    /// `42 min · 3`: active minutes and sessions.
    private func figure(_ week: WeekStats) -> String {
        text("stats.figure", Self.minutes(week.activeSeconds), String(week.sessions))
    }

    /// Active minutes against the longest week in `width` cells: completed in █, the rest (ended early) in ▒.
    func bar(_ week: WeekStats, longest: Double, width: Int) -> String {
        guard longest > 0, week.sessions > 0, week.activeSeconds > 0, width > 0 else {
            return week.sessions > 0 ? "▏" : ""
        }
        // Minutes split by status, not sessions by count; an all-█ bar gets eighths for its tip.
        let cells = min(Double(width), week.activeSeconds / longest * Double(width))
        let rest = max(0, week.activeSeconds - week.completedSeconds)
        guard rest > 0 else {
            let whole = Int(cells.rounded(.down))
            let eighths = Int(((cells - cells.rounded(.down)) * 8).rounded(.down))
            let tip = whole < width && eighths > 0 ? String(Array("▏▎▍▌▋▊▉")[eighths - 1]) : ""
            let body = TextWidth.repeated("█", count: whole) + tip
            return body.isEmpty ? "▏" : body
        }
        let total = max(1, Int(cells.rounded()))
        // Any minutes not completed show as at least one ▒; any completed ones as at least one █ when there is room.
        var ended = min(total, max(1, Int((rest / longest * Double(width)).rounded())))
        if week.completedSeconds > 0 && ended == total && total > 1 { ended = total - 1 }
        return TextWidth.repeated("█", count: total - ended) + TextWidth.repeated("▒", count: ended)
    }
    /// Whole minutes; a little training shows as `<1`, not as nothing.
    static func minutes(_ seconds: Double) -> String {
        seconds > 0 && seconds < 30 ? "<1" : String(Int((seconds / 60).rounded()))
    }
}
