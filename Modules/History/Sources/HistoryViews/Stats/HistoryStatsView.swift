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
        text = StringTable(resources: "History_HistoryViews", bundle: .module, language: language)
        self.style = style
        self.dates = dates
    }

    /// The chart in at most `width` columns (at least 40 are used).
    public func render(_ weeks: [WeekStats], total: WeekStats, width: Int = 80) -> String {
        let width = max(40, width)
        let labels = weeks.map { dates.isoWeek($0.weekStart) }
        let figures = weeks.map { figure($0) }
        let labelWidth = labels.map(TextWidth.of).max() ?? 8
        let figureWidth = figures.map(TextWidth.of).max() ?? 0
        let barWidth = max(8, width - labelWidth - figureWidth - 4)
        let longest = weeks.map(\.activeSeconds).max() ?? 0
        var lines = TextWrap.lines(text("stats.legend"), width: width).map(style.dim)
        for (index, week) in weeks.enumerated() {
            lines.append(
                TextWidth.padded(labels[index], to: labelWidth) + "  "
                    + TextWidth.padded(bar(week, longest: longest, width: barWidth), to: barWidth) + "  "
                    + figures[index])
        }
        lines.append("")
        lines += TextWrap.lines(
            text(
                "stats.total", String(weeks.count), String(total.sessions), Self.minutes(total.activeSeconds),
                String(total.completed), String(total.ended)), width: width)
        return lines.joined(separator: "\n")
    }

    /// `42 min · 3`: active minutes and sessions.
    private func figure(_ week: WeekStats) -> String {
        text("stats.figure", Self.minutes(week.activeSeconds), String(week.sessions))
    }

    /// Completed minutes in █ and ended minutes in ▒, in proportion to the longest week; eighths for the tip.
    private func bar(_ week: WeekStats, longest: Double, width: Int) -> String {
        guard longest > 0, week.sessions > 0 else { return "" }
        let cells = week.activeSeconds / longest * Double(width)
        let endedShare = week.sessions == 0 ? 0 : Double(week.ended) / Double(week.sessions)
        let endedCells = Int((cells * endedShare).rounded())
        let completedCells = max(0, Int(cells.rounded(.down)) - endedCells)
        let eighths = Int(((cells - cells.rounded(.down)) * 8).rounded(.down))
        let tip = endedCells == 0 && eighths > 0 ? String(Array("▏▎▍▌▋▊▉")[eighths - 1]) : ""
        let body = String(repeating: "█", count: completedCells) + tip + String(repeating: "▒", count: endedCells)
        return body.isEmpty ? "▏" : body
    }

    /// Whole minutes; a little training shows as `<1`, not as nothing.
    static func minutes(_ seconds: Double) -> String {
        seconds > 0 && seconds < 30 ? "<1" : String(Int((seconds / 60).rounded()))
    }
}
