import Shared
import SharedUI
import Train

/// The home's Train tab as a frame: templates, favorites and recent plans with each one's summary, filterable.
/// 主界面训练标签页的一帧：模板、收藏与最近的计划及各自的摘要，可筛选。
public struct TrainPickerView: Sendable {
    /// The home tab this screen belongs to.
    public static let tab = 0

    private let text: StringTable
    private let language: AppLanguage
    private let frame: ScreenFrame

    public init(language: AppLanguage, style: TextStyle) {
        text = TrainText.table(language)
        self.language = language
        frame = ScreenFrame(language: language, style: style)
    }

    /// How many list rows fit in a terminal of `height` rows (heading and column titles aside).
    public static func listRows(height: Int) -> Int { max(1, ScreenFrame.bodyHeight(height) - 2) }

    /// The whole frame.
    @MainActor
    public func render(_ picker: TrainPickerViewModel, width: Int, height: Int) -> [String] {
        var body = [heading(picker, width: width)]
        let list = picker.list
        if list.isEmpty {
            let query = picker.filter.text
            body.append("")
            body += TextWrap.lines(
                query.isEmpty ? text("home.pick.empty") : text("home.pick.noMatch", TerminalText.sanitized(query)),
                width: max(1, width - 2)
            ).map { "  " + $0 }
        } else {
            let shown = list.visible(rows: Self.listRows(height: height))
            let rows = shown.map { entry in
                [name(entry.item), entry.item.content.summary, kind(entry.item)]
            }
            body += frame.table(
                headers: [text("home.pick.name"), text("home.pick.summary"), text("home.pick.kind")], rows: rows,
                selected: shown.firstIndex { $0.position == list.selected }, width: width, dropOrder: [2],
                shrinking: 0)
        }
        return frame.compose(
            selected: Self.tab, body: body, footer: footer(picker, width: width), width: width, height: height)
    }

    /// The keys of this screen, for the help.
    public func help() -> [(keys: String, action: String)] {
        TrainPickerKeyMap.help.map { ($0.keys, frame.helpAction($0.action, own: text)) }
    }

    @MainActor
    private func heading(_ picker: TrainPickerViewModel, width: Int) -> String {
        guard picker.isFiltering || !picker.filter.text.isEmpty else { return text("home.pick.heading") }
        return frame.filterLine(picker.filter.text, typing: picker.isFiltering, width: width)
    }

    @MainActor
    private func footer(_ picker: TrainPickerViewModel, width: Int) -> String {
        if picker.isFiltering {
            return frame.hints([frame.hint("keepFilter"), frame.hint("clearFilter")], width: width)
        }
        return frame.hints(
            [
                text("home.hint.adjust"), frame.hint("filter"), frame.hint("tabs"), frame.hint("keys"),
                frame.hint("quit"),
            ],
            width: width)
    }

    private func name(_ choice: TrainChoice) -> String {
        switch choice {
        case .template(let template): template.name(in: language)
        case .plan(let plan): TerminalText.sanitized(plan.name)
        }
    }

    private func kind(_ choice: TrainChoice) -> String {
        switch choice {
        case .template: text("home.pick.template")
        case .plan(let plan): text(plan.isFavorite ? "home.pick.favorite" : "home.pick.recent")
        }
    }
}
