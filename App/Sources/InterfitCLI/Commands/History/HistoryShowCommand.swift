import ArgumentParser
import History
import HistoryViews
import SharedUI

/// `interfit history show ID`: one workout in full.
/// `interfit history show ID`：一次训练的完整记录。
struct HistoryShowCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("show", help: "history.show") }

    @OptionGroup var global: GlobalOptions
    @Argument(help: .text("history.show.id")) var id: String
    @Flag(help: .text("option.json.session")) var json = false

    func execute(_ context: AppContext) async throws {
        let detail = context.historyDetail(try context.openForReading())
        try detail.load(id: id)
        guard let session = detail.session else { return }
        let view = HistoryDetailView(language: context.language, style: context.style, dates: context.dates)
        context.console.out(
            json ? JSONText.encode(SessionDetailJSON(session)) : view.render(session, timeline: detail.timeline))
    }
}
