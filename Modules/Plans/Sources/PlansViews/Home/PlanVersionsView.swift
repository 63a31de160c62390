import Plans
import Shared
import SharedUI

/// A plan's versions on the home as a frame: newest first, one shown in full on Enter, trained with `s`.
/// 主界面上计划版本列表的一帧：最新的在前，回车查看详情，`s` 用它训练。
public struct PlanVersionsView: Sendable {
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

    /// How many list rows fit in a terminal of `height` rows (the title and column titles aside).
    public static func listRows(height: Int) -> Int { max(1, ScreenFrame.bodyHeight(height) - 2) }

    /// The lines of the version shown in full, for scrolling them.
    @MainActor
    public func detailLines(_ versions: PlanVersionsViewModel) -> [String] {
        guard let version = versions.detail else { return [] }
        return detail.render(version, of: versions.plan).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    /// The whole frame; `scroll` is how far the version shown in full is scrolled.
    @MainActor
    public func render(
        _ versions: PlanVersionsViewModel, scroll: TextScroll = TextScroll(), width: Int, height: Int
    )
        -> [String]
    {
        var body: [String]
        if versions.detail != nil {
            body = Array(scroll.window(of: detailLines(versions), visible: ScreenFrame.bodyHeight(height)))
        } else {
            body = [style.bold(TextWidth.fit(text("home.versions.title", PlansText.name(versions.plan.name)), width))]
            if let failure = versions.failure {
                body += TextWrap.lines(messages.message(failure), width: max(1, width))
            } else if versions.list.isEmpty {
                body += [""] + TextWrap.lines(text("home.versions.none"), width: max(1, width - 2)).map { "  " + $0 }
            } else {
                let list = versions.list
                let shown = list.visible(rows: Self.listRows(height: height))
                let rows = shown.map { entry in
                    [
                        "v\(entry.item.number)", text("status." + entry.item.status.rawValue),
                        dates.short(entry.item.createdAt), entry.item.content.summary,
                        PlansText.name(entry.item.name, columns: PlansText.nameColumns),
                    ]
                }
                body += frame.table(
                    headers: [
                        text("label.version"), text("label.status"), text("label.created"), text("label.summary"),
                        text("label.name"),
                    ], rows: rows, selected: shown.firstIndex { $0.position == list.selected }, width: width,
                    dropOrder: [4, 2, 1], shrinking: 3)
            }
        }
        let hints =
            versions.detail != nil
            ? [text("home.hint.startVersion"), frame.hint("back"), frame.hint("keys")]
            : [text("home.hint.viewVersion"), text("home.hint.startVersion"), frame.hint("back"), frame.hint("keys")]
        return frame.compose(
            selected: PlanLibraryView.tab, body: body, footer: frame.hints(hints, width: width), width: width,
            height: height)
    }

    /// The keys of this screen, for the help.
    public func help() -> [(keys: String, action: String)] {
        PlanVersionsKeyMap.help.map { ($0.keys, frame.helpAction($0.action, own: text)) }
    }
}
