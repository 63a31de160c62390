import Plans
import Shared
import SharedUI

/// The home's Plans tab as a frame: the part of the library shown, a page of plans, a plan in full, one action line.
/// 主界面计划标签页的一帧：当前分区、一页计划、计划详情，以及一行操作说明。
public struct PlanLibraryView: Sendable {
    /// The home tab this screen belongs to.
    public static let tab = 1

    private let text: StringTable
    private let frame: ScreenFrame
    private let style: TextStyle
    private let dates: DateText
    private let messages: PlanMessages
    private let detail: PlanDetailView

    public init(language: AppLanguage, style: TextStyle, dates: DateText) {
        text = PlansText.table(language)
        frame = ScreenFrame(language: language, style: style)
        self.style = style
        self.dates = dates
        messages = PlanMessages(language: language)
        detail = PlanDetailView(language: language, style: style, dates: dates)
    }

    /// How many list rows fit in a terminal of `height` rows (the part line and column titles aside).
    public static func listRows(height: Int) -> Int { max(1, ScreenFrame.bodyHeight(height) - 2) }

    /// The lines of the selected plan in full (for scrolling them), as the detail shows them.
    @MainActor
    public func detailLines(_ library: PlanLibraryViewModel) -> [String] {
        guard let plan = library.detail else { return [] }
        let versions = (try? library.versions(of: plan).count) ?? 0
        return detail.render(plan, versionCount: versions).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    /// The whole frame; `scroll` is how far the plan shown in full is scrolled.
    @MainActor
    public func render(
        _ library: PlanLibraryViewModel, scroll: TextScroll = TextScroll(), width: Int, height: Int
    )
        -> [String]
    {
        var body: [String]
        if library.detail != nil {
            body = Array(scroll.window(of: detailLines(library), visible: ScreenFrame.bodyHeight(height)))
        } else {
            body = [sections(library, width: width)]
            body += list(library, width: width, height: height)
        }
        return frame.compose(
            selected: Self.tab, body: body, footer: footer(library, width: width), width: width, height: height)
    }

    /// The keys of this screen, for the help.
    public func help() -> [(keys: String, action: String)] {
        PlanLibraryKeyMap.help.map { ($0.keys, frame.helpAction($0.action, own: text)) }
    }

    /// `[Recent]  Favorites  All  Archived`, then the filter when there is one.
    @MainActor
    private func sections(_ library: PlanLibraryViewModel, width: Int) -> String {
        if library.isFiltering { return frame.filterLine(library.query.text, typing: true, width: width) }
        let parts = PlanListFilter.allCases.map { part in
            let name = text("home.section." + part.rawValue)
            return part == library.filter ? "[" + name + "]" : " " + name + " "
        }
        var line = parts.joined(separator: " ")
        if !library.query.text.isEmpty {
            line += "  " + frame.filterLine(library.query.text, typing: false, width: width)
        }
        return TextWidth.fit(line, width)
    }

    @MainActor
    private func list(_ library: PlanLibraryViewModel, width: Int, height: Int) -> [String] {
        let window = library.window
        guard !window.isEmpty else {
            let key: String =
                if !library.query.text.isEmpty {
                    "home.noMatch"
                } else {
                    switch library.filter {
                    case .recent, .all: "home.empty"
                    case .favorites: "home.emptyFavorites"
                    case .archived: "home.emptyArchived"
                    }
                }
            return [""]
                + TextWrap.lines(text(key, TerminalText.sanitized(library.query.text)), width: max(1, width - 2))
                .map { "  " + $0 }
        }
        let shown = window.visible(rows: Self.listRows(height: height))
        let rows = shown.map { entry in
            [
                PlansText.name(entry.item.name, columns: PlansText.nameColumns), entry.item.content.summary,
                entry.item.lastUsedAt.map(dates.short) ?? text("label.never"), PlansText.flags(entry.item, text),
            ]
        }
        return frame.table(
            headers: [text("label.name"), text("label.summary"), text("label.lastUsed"), text("label.flags")],
            rows: rows, selected: shown.firstIndex { $0.position == window.selected }, width: width,
            dropOrder: [2, 3], shrinking: 0)
    }

    @MainActor
    private func footer(_ library: PlanLibraryViewModel, width: Int) -> String {
        if let question = library.pendingDeletion {
            return style.bold(
                TextWidth.fit(messages.deleteQuestion(question.plan, versionCount: question.versionCount), width))
        }
        if let entry = library.exportEntry {
            return TextWidth.fit(text("home.exportPrompt", TerminalText.sanitized(entry.text) + "█"), width)
        }
        if library.isFiltering {
            return frame.hints([frame.hint("keepFilter"), frame.hint("clearFilter")], width: width)
        }
        if let notice = library.notice { return TextWidth.fit(self.notice(notice), width) }
        if library.detail != nil {
            return frame.hints(
                [
                    text("home.hint.start"), text("home.hint.edit"), text("home.hint.versions"), frame.hint("back"),
                    frame.hint("keys"),
                ], width: width)
        }
        return frame.hints(
            [
                frame.hint("open"), text("home.hint.new"), text("home.hint.start"), text("home.hint.edit"),
                text("home.hint.sections"), frame.hint("filter"), frame.hint("keys"),
            ], width: width)
    }

    /// One line for what the last action did.
    public func notice(_ notice: PlanLibraryNotice) -> String {
        let line: String
        switch notice {
        case .copied(let original, let copy): line = messages.copied(original, to: copy)
        case .deleted(let plan): line = messages.deleted(plan)
        case .kept: line = messages.nothingDeleted
        case .flagged(let change, let plan): line = messages.changed(change, plan)
        case .exported(let name, let path):
            line = text("plans.exported", PlansText.name(name), TerminalText.sanitized(path))
        case .exportFailed(let error): line = error.message(in: text.language)
        case .saved(let plan, let outcome): line = messages.published(outcome, plan: plan)
        case .failed(let error): line = messages.message(error)
        }
        return line.split(separator: "\n").first.map(String.init) ?? line
    }
}
