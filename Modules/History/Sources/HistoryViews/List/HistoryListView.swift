import History
import Shared
import SharedUI

/// The `history` table (id, start, plan, summary, status, active time, tags) and its CSV form.
/// `history` 表格（编号、开始时间、计划、摘要、状态、有效时长、标签）及其 CSV 形式。
public struct HistoryListView: Sendable {
    private let text: StringTable
    private let words: SessionText
    private let style: TextStyle
    private let dates: DateText

    public init(language: AppLanguage, style: TextStyle, dates: DateText) {
        text = StringTable(HistoryViewsStrings.catalog, language: language)
        words = SessionText(language: language)
        self.style = style
        self.dates = dates
    }

    /// The table within `width` columns (nil: every column), or a hint when there is nothing to show.
    public func render(_ sessions: [SessionSummary], filtered: Bool = false, width: Int? = nil) -> String {
        guard !sessions.isEmpty else { return text(filtered ? "history.noMatch" : "history.empty") }
        var table = TextTable(headers: [
            text("label.id"), text("history.started"), text("label.name"), text("label.summary"),
            text("label.status"), text("history.active"), text("label.tags"),
        ])
        for session in sessions {
            table.rows.append([
                String(session.id.uuidString.lowercased().prefix(8)), dates.short(session.startedAt),
                TextWidth.fit(TerminalText.sanitized(session.planName), 28), session.summary,
                words.status(session.status), DurationText.clock(Int(session.activeSeconds.rounded())),
                words.tags(session.tags),
            ])
        }
        // Narrow terminals lose the notes, the summary, the start and the active time, in that order; the name shrinks.
        return table.render(style: style, width: width, dropOrder: [6, 3, 1, 5], shrinking: 2)
    }

    /// The home tab this screen belongs to.
    public static let tab = 2

    /// How many list rows fit on the home in a terminal of `height` rows (the filter line and column titles aside).
    public static func listRows(height: Int) -> Int { max(1, ScreenFrame.bodyHeight(height) - 2) }

    /// The home's History tab: the filters, a page of sessions (newest first, statuses neutral), one footer line.
    @MainActor
    public func frame(_ list: HistoryListViewModel, width: Int, height: Int) -> [String] {
        let screen = ScreenFrame(language: text.language, style: style)
        var filters: [String] = []
        if let plan = list.planFilter { filters.append(text("home.filter.plan", TerminalText.sanitized(plan))) }
        if let since = list.sinceFilter { filters.append(text("home.filter.since", TerminalText.sanitized(since))) }
        let count = list.window.count
        let heading =
            (filters.isEmpty ? text("home.heading.all") : filters.joined(separator: " · "))
            + "  " + text(count == 1 ? "home.count.one" : "home.count.other", String(count))
        var body = [TextWidth.fit(heading, width)]
        if list.window.isEmpty {
            let hint = text(filters.isEmpty ? "home.empty" : "home.noMatch")
            body += [""] + TextWrap.lines(hint, width: max(1, width - 2)).map { "  " + $0 }
        } else {
            let shown = list.window.visible(rows: Self.listRows(height: height))
            let rows = shown.map { entry in
                let session = entry.item
                return [
                    dates.short(session.startedAt), TerminalText.sanitized(session.planName), session.summary,
                    words.status(session.status), DurationText.clock(Int(session.activeSeconds.rounded())),
                    words.tags(session.tags),
                ]
            }
            body += screen.table(
                headers: [
                    text("history.started"), text("label.name"), text("label.summary"), text("label.status"),
                    text("history.active"), text("label.tags"),
                ], rows: rows, selected: shown.firstIndex { $0.position == list.window.selected }, width: width,
                dropOrder: [5, 2, 4], shrinking: 1)
        }
        let footer: String
        if let prompt = list.prompt {
            let key = prompt == .plan ? "home.prompt.plan" : "home.prompt.since"
            footer = TextWidth.fit(text(key, TerminalText.sanitized(list.promptEntry.text) + "█"), width)
        } else if let problem = list.problem {
            let message = HistoryMessages(language: text.language).message(problem)
            footer = TextWidth.fit(message.split(separator: "\n").first.map(String.init) ?? message, width)
        } else {
            var hints = [screen.hint("open"), text("home.hint.stats"), text("home.hint.plan"), text("home.hint.since")]
            if !filters.isEmpty { hints.append(text("home.hint.clear")) }
            footer = screen.hints(hints + [screen.hint("keys"), screen.hint("quit")], width: width)
        }
        return screen.compose(selected: Self.tab, body: body, footer: footer, width: width, height: height)
    }

    /// The keys of the History tab, for the help.
    public func help() -> [(keys: String, action: String)] {
        let screen = ScreenFrame(language: text.language, style: style)
        return HistoryListKeyMap.help.map { ($0.keys, screen.helpAction($0.action, own: text)) }
    }

    /// The sessions as `format` asks, ending with a line break; `width` is the terminal's, for the table.
    public func text(
        _ sessions: [SessionSummary], format: HistoryListFormat, filtered: Bool = false, width: Int? = nil
    ) -> String {
        switch format {
        case .table: render(sessions, filtered: filtered, width: width) + "\n"
        case .json: SessionSummaryJSON.list(sessions) + "\n"
        case .csv: Self.csv(sessions)
        }
    }

    /// The sessions as RFC 4180 CSV (header row, CRLF line ends) with the stable English/JSON values.
    public static func csv(_ sessions: [SessionSummary]) -> String {
        let header = [
            "id", "startedAt", "endedAt", "planId", "planName", "templateId", "summary", "status", "activeSeconds",
            "pausedSeconds", "completedSets", "totalSets", "tags", "adjustments",
        ]
        var lines = [header.joined(separator: ",")]
        for session in sessions {
            let fields = [
                session.id.uuidString.lowercased(), JSONDate.text(session.startedAt),
                session.endedAt.map(JSONDate.text) ?? "", session.planId?.uuidString.lowercased() ?? "",
                session.planName, session.templateId ?? "", session.summary, session.status.rawValue,
                String(format: "%.3f", session.activeSeconds), String(format: "%.3f", session.pausedSeconds),
                String(session.completedSets), String(session.totalSets),
                SessionTag.allCases.filter(session.tags.contains).map(\.rawValue).joined(separator: ";"),
                String(session.adjustments),
            ]
            lines.append(fields.map(quoted).joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    private static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
