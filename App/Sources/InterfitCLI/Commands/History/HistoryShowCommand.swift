import ArgumentParser
import History
import HistoryViews
import SharedUI

/// `interfit history show ID`: one workout in full.
/// `interfit history show ID`：一次训练的完整记录。
struct HistoryShowCommand: InterfitSubcommand {
    static var configuration: CommandConfiguration { .interfit("show", help: "history.show") }

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(HelpText.of("history.show.id"))) var id: String
    @Flag(help: ArgumentHelp(HelpText.of("option.json.session"))) var json = false

    func execute(_ context: AppContext) async throws {
        let messages = HistoryMessages(language: context.language)
        let detail = context.historyDetail(try context.openDatabaseForReading())
        do { try detail.load(id: id) } catch {
            throw CLIFailure(
                message: messages.message(error), status: HistoryMessages.isUsage(error) ? .usage : .ioError)
        }
        guard let session = detail.session else { return }
        if json {
            context.console.out(JSONText.encode(SessionDetailJSON(session)))
        } else {
            let view = HistoryDetailView(language: context.language, style: context.style, dates: context.dates)
            context.console.out(view.render(session, timeline: detail.timeline))
        }
    }
}
